import { maskPhone, winnerLabel } from '@salon/domain';
import type { ReceivedGift, RecentWinner, WheelGift } from '@salon/domain/contracts';
import type { GiftRow, ReceivedRow } from './repo.ts';

// Rows of the wheel's tables as the API's answers.

export function giftView(g: GiftRow): WheelGift {
  return {
    id: g.id,
    wheelId: g.wheel_id,
    position: g.position,
    kind: g.kind,
    name: g.name,
    nameEn: g.name_en,
    color: g.color,
    campaignId: g.campaign_id,
    amount: g.amount,
    inStock: g.stock === null || g.stock > 0,
  };
}

export function receivedView(r: ReceivedRow): ReceivedGift {
  return {
    id: r.id,
    wheelId: r.wheel_id,
    gift: { id: r.gift_id, kind: r.kind, name: r.name, nameEn: r.name_en, amount: r.amount, color: r.color },
    voucher:
      r.voucher_id !== null && r.campaign_id !== null
        ? {
            voucherId: r.voucher_id,
            campaignId: r.campaign_id,
            campaignName: r.campaign_name ?? '',
            remainingUsage: r.remaining_usage ?? 0,
            endDate: r.end_date ?? '',
          }
        : null,
    createdAt: r.created_at.toISOString(),
  };
}

export function winnerView(r: ReceivedRow): RecentWinner {
  return {
    id: r.id,
    winner: winnerLabel(r.customer_name, maskPhone(r.phone)),
    giftName: r.name,
    giftNameEn: r.name_en,
    createdAt: r.created_at.toISOString(),
  };
}
