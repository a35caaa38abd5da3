import type { ColumnType, Generated } from 'kysely';

// Tables of migration 170 (issue 20: the lucky wheel, lucky points, lucky-sprint vouchers).
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type LuckyGiftKind = 'voucher' | 'points' | 'spins' | 'none';

export interface LuckyWheelTable {
  id: number;
  name: string;
  name_en: string;
  description: Generated<string>;
  description_en: Generated<string>;
  is_active: Generated<boolean>;
  sort_order: Generated<number>;
}
export interface LuckyGiftTable {
  id: number;
  wheel_id: number;
  position: number;
  kind: LuckyGiftKind;
  name: string;
  name_en: string;
  campaign_id: number | null;
  amount: Generated<number>;
  weight: number;
  stock: number | null;
  color: string;
}
export interface LuckyAccountTable {
  customer_id: number;
  spins: Generated<number>;
  points: Generated<number>;
}
export interface LuckySpinLedgerTable {
  id: Generated<number>;
  customer_id: number;
  amount: number;
  kind: 'opening' | 'quest' | 'exchange' | 'spin' | 'gift';
  spins_after: number;
  created_at: Timestamp;
}
export interface LuckyPointLedgerTable {
  id: Generated<number>;
  customer_id: number;
  amount: number;
  kind: 'opening' | 'gift' | 'exchange' | 'sprint';
  points_after: number;
  note: Generated<string>;
  created_at: Timestamp;
}
export interface LuckyReceivedGiftTable {
  id: Generated<number>;
  customer_id: number;
  wheel_id: number;
  gift_id: number;
  voucher_id: number | null;
  created_at: Timestamp;
}
export interface LuckyQuestTable {
  id: number;
  kind: 'visit' | 'rating' | 'topup';
  name: string;
  name_en: string;
  spins: number;
  max_times: number | null;
  is_active: Generated<boolean>;
  sort_order: Generated<number>;
}
export interface LuckyQuestCompletionTable {
  id: Generated<number>;
  quest_id: number;
  customer_id: number;
  source_id: number;
  spins: number;
  created_at: Timestamp;
}
export interface LuckyExchangePackageTable {
  id: number;
  name: string;
  name_en: string;
  points: number;
  spins: number;
  is_active: Generated<boolean>;
  sort_order: Generated<number>;
}
export interface LuckySprintVoucherTable {
  id: number;
  campaign_id: number;
  points: number;
  stock: number | null;
  uses_per_voucher: Generated<number>;
  is_active: Generated<boolean>;
  sort_order: Generated<number>;
}
export interface LuckySprintExchangeTable {
  id: Generated<number>;
  sprint_voucher_id: number;
  customer_id: number;
  voucher_id: number;
  points: number;
  created_at: Timestamp;
}

export interface WheelTables {
  lucky_wheel: LuckyWheelTable;
  lucky_gift: LuckyGiftTable;
  lucky_account: LuckyAccountTable;
  lucky_spin_ledger: LuckySpinLedgerTable;
  lucky_point_ledger: LuckyPointLedgerTable;
  lucky_received_gift: LuckyReceivedGiftTable;
  lucky_quest: LuckyQuestTable;
  lucky_quest_completion: LuckyQuestCompletionTable;
  lucky_exchange_package: LuckyExchangePackageTable;
  lucky_sprint_voucher: LuckySprintVoucherTable;
  lucky_sprint_exchange: LuckySprintExchangeTable;
}
