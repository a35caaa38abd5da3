import { message } from '@salon/domain';
import * as c from '@salon/domain/contracts';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireCustomer } from '../../http/auth.ts';
import * as profiles from './profile-service.ts';
import * as ratings from './rating-service.ts';
import * as service from './service.ts';

// HTTP only: history, ratings and the customer's profile (000 §7, issue 19). Every call needs a login
// (401 without); whose data it is comes from the token, and another customer's customerId is a 403.
const refused = { 400: c.errorAnswer, 401: c.errorAnswer, 403: c.errorAnswer };

export async function historyRoutes(app: AppInstance) {
  const deps = app.deps;
  const tags = ['history'];

  app.get(
    '/api/customer-history',
    {
      schema: {
        tags,
        auth: 'customer',
        summary: "The caller's visits (10 a page, newest first), spending by month and member tier progress",
        querystring: c.visitHistoryQuery,
        response: { 200: c.customerHistoryAnswer, ...refused },
      },
    },
    async (request) => {
      const id = service.ownId(await requireCustomer(request), request.query.customerId);
      return { data: await service.history(deps, id, request.query.pageNum) };
    },
  );

  app.get(
    '/api/rating',
    {
      schema: {
        tags,
        auth: 'customer',
        summary: "A visit's rating (null before one) and the quick-feedback tags",
        querystring: c.ratingQuery,
        response: { 200: c.ratingAnswer, ...refused, 404: c.errorAnswer },
      },
    },
    async (request) => {
      const id = service.ownId(await requireCustomer(request), request.query.customerId);
      return { data: await service.ratingOf(deps, id, request.query.visitId) };
    },
  );

  app.get(
    '/api/rating/check',
    {
      schema: {
        tags,
        auth: 'customer',
        summary: 'The latest visit of the last 30 days still to rate (the home prompt), or null',
        querystring: c.ratingCheckQuery,
        response: { 200: c.ratingCheckAnswer, ...refused },
      },
    },
    async (request) => {
      const id = service.ownId(await requireCustomer(request), request.query.customerId);
      return { data: await service.ratingCheck(deps, id) };
    },
  );

  app.post(
    '/api/rating',
    {
      schema: {
        tags,
        auth: 'customer',
        summary: "Rates one's own visit once: 1-5 stars, comment, tags (409 the second time)",
        body: c.ratingBody,
        response: { 200: c.ratingDoneAnswer, ...refused, 404: c.errorAnswer, 409: c.errorAnswer },
      },
    },
    async (request) => {
      const id = service.ownId(await requireCustomer(request), request.body.customerId);
      const data = await ratings.rate(deps, id, request.body);
      return { statusCode: 200 as const, message: message('ratingThanks'), data };
    },
  );

  app.put(
    '/api/customer-history/rating-image',
    {
      schema: {
        tags,
        auth: 'customer',
        summary: "Stars (1-5) for a visit's result photos, once",
        body: c.ratingImageBody,
        response: { 200: c.doneAnswer, ...refused, 404: c.errorAnswer, 409: c.errorAnswer },
      },
    },
    async (request) => {
      const id = service.ownId(await requireCustomer(request), request.body.customerId);
      await ratings.rateImages(deps, id, request.body.visitId, request.body.stars);
      return { statusCode: 200 as const, message: message('imageRatingThanks') };
    },
  );

  app.put(
    '/api/customer-history/report-wrong-image',
    {
      schema: {
        tags,
        auth: 'customer',
        summary: "Tells the salon a visit's photos are not of the customer",
        body: c.wrongImageReportBody,
        response: { 200: c.doneAnswer, ...refused, 404: c.errorAnswer },
      },
    },
    async (request) => {
      const id = service.ownId(await requireCustomer(request), request.body.customerId);
      await ratings.reportImages(deps, id, request.body.visitId);
      return { statusCode: 200 as const, message: message('imageReported') };
    },
  );

  app.get(
    '/api/v1/app-customer/info',
    {
      schema: {
        tags,
        auth: 'customer',
        summary: "The caller's profile (name, email, birth date, avatar, tier, balance)",
        querystring: c.customerInfoQuery,
        response: { 200: c.customerProfileAnswer, ...refused },
      },
    },
    async (request) => {
      const id = service.ownId(await requireCustomer(request), request.query.customerId);
      return { statusCode: 200 as const, data: await profiles.profile(deps, id) };
    },
  );

  app.put(
    '/api/v1/app-customer/customer',
    {
      schema: {
        tags,
        auth: 'customer',
        summary: 'Edits the profile: name (001 §5 rule), email, birthDate, avatar (an /images/ path)',
        body: c.profileBody,
        response: { 200: c.profileSavedAnswer, ...refused },
      },
    },
    async (request) => {
      const id = service.ownId(await requireCustomer(request), request.body.customerId);
      const data = await profiles.updateProfile(deps, id, request.body);
      return { statusCode: 200 as const, message: message('profileSaved'), data };
    },
  );

  app.post(
    '/api/customer/register-new',
    {
      schema: {
        tags,
        auth: 'customer',
        summary: "Completes a new customer's sign-up after the first OTP login: name, email, birthDate",
        body: c.registerBody,
        response: { 200: c.profileSavedAnswer, 400: c.errorAnswer, 401: c.errorAnswer },
      },
    },
    async (request) => {
      const who = await requireCustomer(request);
      const data = await profiles.registerNew(deps, who.customerId, request.body);
      return { statusCode: 200 as const, message: message('registerDone'), data };
    },
  );
}
