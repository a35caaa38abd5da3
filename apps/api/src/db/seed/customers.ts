import type { NewRow } from '../schema.ts';

// Demo customers in canonical +84 form (check constraint '^\+84[1-9][0-9]{8}$'); no passwords.
// member_type 2/3/4 are the membership tiers; null is a plain customer.
export function customerRows(): NewRow<'customer'>[] {
  const rows: Array<[phone: string, name: string | null, memberType: number | null, balance: number]> = [
    ['+84912345678', 'Nguyễn Văn An', 2, 150000],
    ['+84987654321', 'Trần Thị Bình', 3, 500000],
    ['+84901234567', 'Lê Minh Châu', 4, 1200000],
    ['+84938123456', 'Phạm Quốc Dũng', null, 0],
    ['+84868888999', 'Hoàng Thu Hà', null, 0],
    ['+84772468135', null, null, 0],
  ];
  return rows.map(([phone, name, memberType, balance]) => ({
    phone,
    name,
    member_type: memberType,
    password_hash: null,
    agree_protect_personal_info: name !== null,
    account_balance: balance,
  }));
}
