import type { Static } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  BOOKING_STATUSES,
  BookingStatusSchema,
  INQUIRY_STATUSES,
  InquiryStatusSchema,
  isRole,
  isRoleClaim,
  ROLE_CLAIMS,
  roleFromClaim,
  ROLES,
  RoleSchema,
  roleToClaim,
  type BookingStatus,
  type Role,
} from './enums';

describe('role mapping', () => {
  it('maps every role to its token claim and back', () => {
    expect(ROLES.map(roleToClaim)).toEqual(['Customer', 'Provider', 'Admin', 'SuperAdmin']);
    for (const role of ROLES) expect(roleFromClaim(roleToClaim(role))).toBe(role);
    for (const claim of ROLE_CLAIMS) expect(roleToClaim(roleFromClaim(claim) as Role)).toBe(claim);
  });

  it('gives null for unknown or mis-cased claims', () => {
    expect(roleFromClaim('customer')).toBeNull();
    expect(roleFromClaim('Superadmin')).toBeNull();
    expect(roleFromClaim(undefined)).toBeNull();
  });

  it('guards values', () => {
    expect(isRole('superAdmin')).toBe(true);
    expect(isRole('SuperAdmin')).toBe(false);
    expect(isRoleClaim('SuperAdmin')).toBe(true);
  });
});

describe('enum schemas', () => {
  it('accept exactly the listed values', () => {
    for (const status of BOOKING_STATUSES) expect(Value.Check(BookingStatusSchema, status)).toBe(true);
    expect(Value.Check(BookingStatusSchema, 'in-progress')).toBe(false);
    for (const status of INQUIRY_STATUSES) expect(Value.Check(InquiryStatusSchema, status)).toBe(true);
    expect(Value.Check(InquiryStatusSchema, 'all')).toBe(false);
    expect(Value.Check(RoleSchema, 'Customer')).toBe(false);
  });

  it('produce the same static type as the const arrays', () => {
    expectTypeOf<Static<typeof RoleSchema>>().toEqualTypeOf<Role>();
    expectTypeOf<Static<typeof BookingStatusSchema>>().toEqualTypeOf<BookingStatus>();
  });

  it('carry a title for OpenAPI', () => {
    expect(RoleSchema).toMatchObject({ title: 'Role' });
    expect(RoleSchema.anyOf.map((member) => member.const)).toEqual([...ROLES]);
  });
});
