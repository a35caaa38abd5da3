// Wire shapes of service-booking-v2 and detail-v2 (see apps/api/src/modules/services/schemas.ts).
export interface UpsaleService {
  serviceId: number;
  title: string;
  subtitle: string;
  price: string;
  priceNum: number;
  oldPrice: string | null;
  oldPriceNum: number | null;
  timeServe: number;
  serviceImage: string[];
  groupId: number;
  parentServiceId: number | null;
}

export interface ServiceItem {
  serviceId: number;
  name: string;
  title: string;
  subtitle: string;
  versionName: string | null;
  price: string;
  priceNum: number;
  oldPrice: string | null;
  oldPriceNum: number | null;
  timeServe: number;
  serviceImage: string[];
  tags: string[];
  campaignTags: { campaignId: number; desc: string }[];
  hasDetail: boolean;
  hasSpecial: boolean;
  priceSpecialDay: number | null;
  used: boolean;
  selected: 0 | 1;
  groupId: number;
  group: string;
  parentServiceId: number | null;
  isDefaultService: boolean;
  upsaleServices: UpsaleService[];
  categoryId: number;
  serviceDeliveryType: number;
  needsSkinner: boolean;
  listService?: ServiceItem[];
}

export interface ServiceCategory {
  categoryId: number;
  categoryName: string;
  title: string;
  order: number;
  bgColor: string;
  textColor: string;
  serviceGroups: { groupId: number; title: string; services: ServiceItem[] }[];
  services: ServiceItem[];
}

export interface WireSpecialDayRule {
  date: string[];
  serviceId: number;
  serviceSpecial: number | null;
  serviceStylist: number | null;
  serviceSpecialStylist: number | null;
  stylistLevelId: number | null;
}

export interface ServiceListData {
  data: ServiceCategory[];
  ruleShowBookings: { serviceId: number; deliveryType: number }[];
  isSaveServiceChoosen: boolean;
  rulesNextStep: {
    ruleType: 'equals' | 'regex' | 'other';
    serviceSelected: string;
    listService: number[];
    title: string;
    image: string | null;
  }[];
  rulesSpecialDay: WireSpecialDayRule[];
  guideScreens: { step: number; guide: string; guideList: { regex: string; message: string }[] }[];
  isAlertCampaign: boolean;
  selectConsultation: boolean;
}

export interface ServiceDetailData {
  groupId: number;
  title: string;
  titleContent: string;
  tags: string[];
  banners: { type: 'image' | 'video'; link: string }[];
  services: ServiceItem[];
  upsaleServices: UpsaleService[];
}
