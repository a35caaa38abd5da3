import * as c from '@salon/domain/contracts';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireCustomer } from '../../http/auth.ts';
import * as places from './service.ts';

// HTTP only: schema → use case (service.ts) → reply. The address search on the 2025 map (anyone) and
// the logged-in customer's saved places (/save-location). 000 §7 names the two search calls; saving a
// place has no path in the spec, so its calls sit beside them under api/appcustomer/location.
export async function placesRoutes(app: AppInstance) {
  const tags = ['places'];
  const refusals = { 400: c.errorAnswer, 401: c.errorAnswer, 403: c.errorAnswer, 404: c.errorAnswer };

  app.get(
    '/api/appcustomer/location/autocomplete',
    {
      schema: {
        tags,
        summary:
          'Communes and provinces of the 2025 map matching what was typed (new or old names, any accents)',
        querystring: c.placeAutocompleteQuery,
        response: { 200: c.placeSuggestionsAnswer },
      },
    },
    async (request) => ({ data: places.autocomplete(request.query.input) }),
  );

  app.get(
    '/api/appcustomer/location/address-by-placeid',
    {
      schema: {
        tags,
        summary: 'The address (new names, the old one beside) and coordinates of a place id from the search',
        querystring: c.placeDetailQuery,
        response: { 200: c.placeDetailAnswer, 404: c.errorAnswer },
      },
    },
    async (request) => ({ data: places.addressByPlaceId(request.query.placeid) }),
  );

  app.get(
    '/api/appcustomer/location',
    {
      schema: {
        tags,
        summary: "The logged-in customer's saved places",
        response: { 200: c.savedPlacesAnswer, 401: c.errorAnswer },
        auth: 'customer',
      },
    },
    async (request) => ({ data: await places.listPlaces(app.deps, await requireCustomer(request)) }),
  );

  app.post(
    '/api/appcustomer/location',
    {
      schema: {
        tags,
        summary:
          'Saves a place: a name, a place id from the search, house number and street (at most 10 places)',
        body: c.savedPlaceBody,
        response: { 200: c.savedPlaceAnswer, ...refusals, 409: c.errorAnswer },
        auth: 'customer',
      },
    },
    async (request) => ({
      data: await places.addPlace(app.deps, await requireCustomer(request), request.body),
    }),
  );

  app.get(
    '/api/appcustomer/location/:attrId',
    {
      schema: {
        tags,
        summary: 'One saved place of the logged-in customer (403 for another customer’s)',
        params: c.savedPlaceParams,
        response: { 200: c.savedPlaceAnswer, ...refusals },
        auth: 'customer',
      },
    },
    async (request) => ({
      data: await places.getPlace(app.deps, await requireCustomer(request), request.params.attrId),
    }),
  );

  app.put(
    '/api/appcustomer/location/:attrId',
    {
      schema: {
        tags,
        summary: 'Renames a saved place or moves it (any of name, placeId, detail)',
        params: c.savedPlaceParams,
        body: c.savedPlaceChangeBody,
        response: { 200: c.savedPlaceAnswer, ...refusals },
        auth: 'customer',
      },
    },
    async (request) => ({
      data: await places.updatePlace(
        app.deps,
        await requireCustomer(request),
        request.params.attrId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/api/appcustomer/location/:attrId',
    {
      schema: {
        tags,
        summary: 'Removes a saved place',
        params: c.savedPlaceParams,
        response: { 200: c.removedPlaceAnswer, ...refusals },
        auth: 'customer',
      },
    },
    async (request) => ({
      data: await places.removePlace(app.deps, await requireCustomer(request), request.params.attrId),
    }),
  );
}
