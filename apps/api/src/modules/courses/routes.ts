import * as c from '@salon/domain/contracts';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireCustomer } from '../../http/auth.ts';
import { ownId } from '../history/index.ts';
import * as service from './service.ts';

// HTTP only: GET api/CampaignCourse/GetCustomerCampaignCourse (000 §7 "Other"). The token decides whose
// progress it is: 401 without one, 403 for another customer's id.

export async function courseRoutes(app: AppInstance) {
  app.get(
    '/api/CampaignCourse/GetCustomerCampaignCourse',
    {
      schema: {
        tags: ['campaign courses'],
        auth: 'customer',
        summary: "The running courses with the caller's progress (e.g. wash 5 times, the 6th free)",
        querystring: c.campaignCourseQuery,
        response: { 200: c.campaignCourseAnswer, 400: c.errorAnswer, 401: c.errorAnswer, 403: c.errorAnswer },
      },
    },
    async (request) => {
      const id = ownId(await requireCustomer(request), request.query.customerId);
      return { data: await service.customerCourses(app.deps, id) };
    },
  );
}
