import type { ChildServiceItem, UpsaleItem } from '@salon/domain/contracts';

// Wire shapes of service-booking-v2 and detail-v2: the API's answer contracts.
export type {
  ServiceCategory,
  ServiceDetailData,
  ServiceListData,
  WireSpecialDayRule,
} from '@salon/domain/contracts';

export type UpsaleService = UpsaleItem;

/** A service as the screens use it: a version has no listService, a group's main service has its versions. */
export type ServiceItem = ChildServiceItem & { listService?: ChildServiceItem[] };
