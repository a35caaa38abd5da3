import { err, ok, type Result } from '../result.ts';

// Service selection rules (001 §4 Services). A group holds versions of one product: the
// customer keeps one top-level service per group; a child is an add-on of a service in its group.

export interface SelectableService {
  serviceId: number;
  groupId: number;
  parentServiceId: number | null;
}

export type Catalogue = ReadonlyMap<number, SelectableService>;

export function catalogueOf(services: Iterable<SelectableService>): Catalogue {
  const map = new Map<number, SelectableService>();
  for (const s of services) map.set(s.serviceId, s);
  return map;
}

/** Drops children whose parent is not selected, and ids the catalogue does not know. */
function withoutOrphans(ids: readonly number[], catalogue: Catalogue): number[] {
  const chosen = new Set(ids);
  return ids.filter((id) => {
    const s = catalogue.get(id);
    if (!s) return false;
    return s.parentServiceId === null || chosen.has(s.parentServiceId);
  });
}

/** Removes the other top-level services of `keep`'s group (their children then become orphans). */
function keepOnePerGroup(ids: readonly number[], keep: SelectableService, catalogue: Catalogue): number[] {
  return ids.filter((id) => {
    const s = catalogue.get(id);
    if (!s || s.serviceId === keep.serviceId) return true;
    return !(s.groupId === keep.groupId && s.parentServiceId === null);
  });
}

/**
 * Toggles one service: deselecting removes it and its children; selecting adds it (and its
 * parent for a child), replaces the other service of the same group and drops orphan children.
 */
export function toggleService(
  selected: readonly number[],
  serviceId: number,
  catalogue: Catalogue,
): number[] {
  const service = catalogue.get(serviceId);
  if (!service) return [...selected];
  if (selected.includes(serviceId)) {
    return withoutOrphans(
      selected.filter((id) => id !== serviceId),
      catalogue,
    );
  }
  const top = service.parentServiceId === null ? service : catalogue.get(service.parentServiceId);
  if (!top) return [...selected];
  let next = [...selected];
  if (!next.includes(top.serviceId)) next.push(top.serviceId);
  if (top !== service) next.push(service.serviceId);
  next = keepOnePerGroup(next, top, catalogue);
  return withoutOrphans(next, catalogue);
}

/** Selects a service only if it is not selected yet (the step-3 add button never deselects). */
export function selectService(
  selected: readonly number[],
  serviceId: number,
  catalogue: Catalogue,
): number[] {
  return selected.includes(serviceId) ? [...selected] : toggleService(selected, serviceId, catalogue);
}

/** Ids that are chosen but no longer offered (not sold at the salon, or unknown). */
export function findDiscontinued(chosen: readonly number[], offered: ReadonlySet<number>): number[] {
  return chosen.filter((id) => !offered.has(id));
}

/** 'Some services are no longer sold, please choose again' when any chosen id is not offered. */
export function checkStillSold(chosen: readonly number[], offered: ReadonlySet<number>): Result<number[]> {
  return findDiscontinued(chosen, offered).length > 0 ? err('servicesDiscontinued') : ok([...chosen]);
}

/**
 * The server's check of a submitted selection: no duplicates, every child with its parent,
 * one top-level service per group. Ids must be in the catalogue (see checkStillSold first).
 */
export function validateSelection(ids: readonly number[], catalogue: Catalogue): Result<number[]> {
  if (ids.length === 0) return err('chooseServicesFirst');
  if (new Set(ids).size !== ids.length) return err('serviceSelectionInvalid');
  const groups = new Set<number>();
  for (const id of ids) {
    const s = catalogue.get(id);
    if (!s) return err('servicesDiscontinued');
    if (s.parentServiceId !== null) {
      if (!ids.includes(s.parentServiceId)) return err('serviceSelectionInvalid');
      continue;
    }
    if (groups.has(s.groupId)) return err('serviceSelectionInvalid');
    groups.add(s.groupId);
  }
  return ok([...ids]);
}
