import { isBookStylistMaster, type SpecialDayRule } from '@salon/domain';
import type { PersonDraft } from '../draft/draft-types.ts';
import { pricingContext } from '../shared/chosen-services.ts';

/**
 * isMaster of the create and change bodies (001 §4 isBookStylistMaster): some person chose a stylist
 * whose level meets a chosen service's stylist-level rule. The server recomputes it (decision 0116).
 */
export function draftIsMaster(persons: readonly PersonDraft[], rules: readonly SpecialDayRule[]): boolean {
  return isBookStylistMaster(
    persons.map((p) => ({
      serviceIds: p.chosenService.map((s) => s.serviceId),
      stylistSkillLevel: pricingContext(p).stylistSkillLevel,
    })),
    rules,
  );
}
