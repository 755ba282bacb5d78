/**
 * Gives a request schema the input type a form holds. zod types the input of a preprocessed field
 * (numbers read from text, blanks to null) as `unknown`, which would leave the form's values untyped; this
 * wrapper declares the input and checks with the request's own rules and messages.
 */
import { z } from 'zod';

export function withInput<Input>() {
  return <Output>(schema: z.ZodType<Output>) =>
    z.custom<Input>().transform((value, ctx): Output => {
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: value });
      return z.NEVER;
    });
}
