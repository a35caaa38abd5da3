import { fromInternational, todayInVietnam, validateBirthDate, Refusal } from '@salon/domain';
import type { CustomerProfile } from '@salon/domain/contracts';
import type { AppDeps } from '../../http/app-instance.ts';
import type { ProfileRequest, RegisterRequest } from '@salon/domain/contracts';

// The customer's own profile (000 §7 app-customer info and PUT, register-new). Every field is checked
// before anything is written, so a bad one changes nothing.

export async function profile(deps: AppDeps, customerId: number): Promise<CustomerProfile> {
  const c = await deps.db
    .selectFrom('customer')
    .select([
      'id',
      'phone',
      'name',
      'email',
      'birth_date',
      'avatar',
      'member_type',
      'account_balance',
      'registered_at',
    ])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return {
    customerId: c.id,
    phone: fromInternational(c.phone),
    name: c.name,
    email: c.email,
    birthDate: c.birth_date,
    avatar: c.avatar,
    memberType: c.member_type,
    accountBalance: c.account_balance,
    isRegistered: c.registered_at !== null,
  };
}

function birthDateOf(deps: AppDeps, raw: string | undefined): string | null | undefined {
  if (raw === undefined) return undefined;
  const checked = validateBirthDate(raw, todayInVietnam(deps.now()));
  if (!checked.ok) throw Refusal.invalid(checked.error);
  return checked.value;
}

export async function updateProfile(deps: AppDeps, customerId: number, body: ProfileRequest) {
  const birthDate = birthDateOf(deps, body.birthDate);
  const changes = {
    ...(body.name !== undefined && { name: body.name }),
    ...(body.email !== undefined && { email: body.email }),
    ...(birthDate !== undefined && { birth_date: birthDate }),
    ...(body.avatar !== undefined && { avatar: body.avatar }),
  };
  if (Object.keys(changes).length > 0) {
    await deps.db.updateTable('customer').set(changes).where('id', '=', customerId).execute();
  }
  return profile(deps, customerId);
}

/** Completes a new customer's sign-up after their first OTP login: name (required), email, birth date. */
export async function registerNew(deps: AppDeps, customerId: number, body: RegisterRequest) {
  const birthDate = birthDateOf(deps, body.birthDate);
  await deps.db
    .updateTable('customer')
    .set((eb) => ({
      name: body.name,
      ...(body.email !== undefined && { email: body.email }),
      ...(birthDate !== undefined && { birth_date: birthDate }),
      registered_at: eb.fn.coalesce('registered_at', eb.val(deps.now())),
    }))
    .where('id', '=', customerId)
    .execute();
  return profile(deps, customerId);
}
