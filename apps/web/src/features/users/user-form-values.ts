/**
 * The user form's values and rules as plain functions (docs/product.md#behaviour, #validation): the schema per mode, the empty and
 * loaded values, which inputs are locked, and the values a locked input keeps.
 */
import { SaveOwnProfileRequest, SaveUserRequest, type UserProfile } from '@ausweis/shared/schemas/users';
import type { z } from 'zod';
import { withInput } from '../../lib/form-input';

export type UserFormMode = 'create' | 'edit' | 'own';

/** The save request's fields; the selects may still be unchosen (''), which the rules then reject. */
export type UserFormValues = Omit<
  z.output<typeof SaveUserRequest>,
  'user_id' | 'salutation' | 'user_group'
> & {
  salutation: string;
  user_group: string;
};

/** What the form submits; the own profile saves fewer fields (group, disabled and notify are locked there). */
export type UserFormOutput = Partial<UserFormValues>;
export const userFormSchema = (mode: UserFormMode) => {
  const request: z.ZodType<UserFormOutput> =
    mode === 'own' ? SaveOwnProfileRequest : SaveUserRequest.omit({ user_id: true });
  return withInput<UserFormValues>()(request);
};

/** The inputs a server field error can be shown under. */
export const FORM_FIELDS = new Set<string>([
  'email',
  'salutation',
  'forename',
  'lastname',
  'user_group',
  'disabled',
]);

export const EMPTY_USER: UserFormValues = {
  email: '',
  salutation: '',
  forename: '',
  lastname: '',
  user_group: 'User',
  disabled: false,
  use_for_notify: false,
};

export const valuesOf = (p: UserProfile): UserFormValues => ({
  email: p.email,
  salutation: p.salutation ?? '',
  forename: p.forename ?? '',
  lastname: p.lastname,
  user_group: p.user_group ?? '',
  disabled: p.disabled,
  use_for_notify: p.use_for_notify ?? false,
});

/** Which inputs are locked, and why (pure, for tests). */
export function lockedFields(mode: UserFormMode, profile: UserProfile | undefined, isOwn: boolean) {
  const account = profile ? !profile.can_edit_account : false;
  const pendingState = profile ? !profile.email_validated || profile.must_reset_password : true;
  return {
    account,
    membership: isOwn || mode === 'own',
    /** A new user has no validated e-mail yet either. */
    disabled: isOwn || mode === 'own' || account || pendingState,
  };
}

export type LockedFields = ReturnType<typeof lockedFields>;

/** Locked (disabled) inputs are left out of the submitted values: they keep the `base` value. */
export function completeValues(
  submitted: UserFormOutput,
  base: UserFormValues,
  locked: LockedFields,
): UserFormValues {
  const pick = <K extends keyof UserFormValues>(k: K, isLocked: boolean) =>
    isLocked || submitted[k] === undefined ? base[k] : (submitted[k] as UserFormValues[K]);
  return {
    email: pick('email', locked.account),
    salutation: pick('salutation', locked.account),
    forename: pick('forename', locked.account),
    lastname: pick('lastname', locked.account),
    user_group: pick('user_group', locked.membership),
    use_for_notify: pick('use_for_notify', locked.membership),
    disabled: pick('disabled', locked.disabled),
  };
}
