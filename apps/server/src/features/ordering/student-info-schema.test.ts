/**
 * The order's student-info schema is built once per set of product rules and reused: equal rules share
 * one schema, different rules (another e-mail domain, another required field) never do.
 */
import { emptyStudentInfo } from '@ausweis/shared/schemas/order-rules';
import { describe, expect, it } from 'vitest';
import { studentInfoSchemaOf } from './place-order.service';
import type { OrderableProduct } from './product-info.service';

/** An orderable product as far as its form rules go (the rules it leaves out are off). */
const product = (overrides: Record<string, unknown> = {}) =>
  ({
    product: { can_online: true, can_hardcopy: false, restrict_email_dns: null, ...overrides },
    base: { needs_student_city: false, needs_student_street: false },
  }) as unknown as OrderableProduct;

const student = {
  ...emptyStudentInfo({ can_online: true, can_hardcopy: false }),
  forname: 'Anna',
  familyname: 'Musterfrau',
  birthday: '20.05.2011',
  email: 'anna@example.org',
};

describe('studentInfoSchemaOf', () => {
  it('reuses the schema of equal rules', () => {
    expect(studentInfoSchemaOf(product())).toBe(studentInfoSchemaOf(product()));
  });

  it('keeps each product’s own rules: another e-mail domain gets its own schema', () => {
    const open = studentInfoSchemaOf(product());
    const school = studentInfoSchemaOf(product({ restrict_email_dns: '@schule.de' }));
    expect(school).not.toBe(open);
    expect(open.safeParse(student).success).toBe(true);
    expect(school.safeParse(student).success).toBe(false);
    expect(school.safeParse({ ...student, email: 'anna@schule.de' }).success).toBe(true);
    // Asked again after the other product: still the open one, without the domain rule.
    expect(studentInfoSchemaOf(product()).safeParse(student).success).toBe(true);
  });

  it('keeps a required field of one product out of the other’s schema', () => {
    const withDepartment = studentInfoSchemaOf(product({ need_external_department: true }));
    expect(withDepartment.safeParse(student).success).toBe(false);
    expect(studentInfoSchemaOf(product()).safeParse(student).success).toBe(true);
  });
});
