import { todayInVietnam, Refusal } from '@salon/domain';
import * as c from '@salon/domain/contracts';
import type { AppInstance } from '../../http/app-instance.ts';
import {
  blogPosts,
  collectionProducts,
  groupProducts,
  NEW_PRODUCT_DAYS,
  styleMastersOfMonth,
} from './content-service.ts';
import { documentCache } from './document-cache.ts';
import { homeConfigOn } from './home-facts.ts';
import { sendJsonWithEtag } from '../../http/etag.ts';

// The static configuration documents at the paths the spec's client reads (000 §7), each a row of
// home_document. A cache-busting query (`?v=…`) is accepted and ignored.
export const CONFIG_DOCUMENT_PATHS: Record<string, string> = {
  '/homepage-banner.json': 'homepage-banner',
  '/homepage-config.json': 'homepage-config',
  '/web/v3/configs/dynamic-layout.json': 'dynamic-layout',
  '/web/v3/configs/feedback.json': 'feedback',
  '/web/v3/configs/lookbooks.json': 'lookbooks',
  '/web/v3/configs/home-lookbooks.json': 'home-lookbooks',
  '/shine_moment/photos.json': 'shine-moment-photos',
  '/member-config.json': 'member-config',
};

export async function homeContentRoutes(app: AppInstance) {
  const documents = documentCache(app.deps.db, {
    today: () => todayInVietnam(app.deps.now()),
    now: () => app.deps.now().getTime(),
    fillers: { 'homepage-config': (json, today, lang) => homeConfigOn(app.deps, json, today, lang) },
  });
  for (const [url, name] of Object.entries(CONFIG_DOCUMENT_PATHS)) {
    app.get(
      url,
      {
        schema: {
          tags: ['home'],
          summary: `Configuration document ${name} (ETag, 304 when unchanged)`,
          querystring: c.configDocumentQuery,
          response: { 200: c.configDocumentAnswers[name] ?? c.configDocument },
        },
      },
      async (request, reply) => {
        const doc = await documents.get(name, request.query.lang);
        if (!doc) throw new Refusal('notFound');
        return sendJsonWithEtag(request, reply, doc.json, doc.etag);
      },
    );
  }

  app.get(
    '/wp-json/wp/v2/posts',
    {
      schema: {
        tags: ['home'],
        summary: 'Blog posts in the WordPress REST shape',
        description: 'As the home page calls it: `per_page=3&categories_exclude=2122`. Totals in X-WP-Total.',
        querystring: c.blogQuery,
        response: { 200: c.blogPostsAnswer },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { posts, total, totalPages } = await blogPosts(
        app.deps,
        {
          perPage: q.per_page,
          page: q.page,
          excludeCategories: q.categories_exclude ?? [],
          categories: q.categories ?? [],
        },
        q.lang,
      );
      reply.header('x-wp-total', String(total)).header('x-wp-totalpages', String(totalPages));
      return sendJsonWithEtag(request, reply, JSON.stringify(posts));
    },
  );

  app.get(
    '/api/v1/web/product-groups/:groupId/products',
    {
      schema: {
        tags: ['home'],
        summary: 'Shop products of a group: data.meta.success and data.data',
        params: c.productGroupParams,
        querystring: c.productsQuery,
        response: { 200: c.productsAnswer },
      },
    },
    async (request, reply) => {
      const body = await groupProducts(app.deps, request.params.groupId, request.query.lang);
      if (body === null) throw new Refusal('notFound');
      return sendJsonWithEtag(request, reply, JSON.stringify(body));
    },
  );

  // 000 §7 'favourite and new product GETs by collection' (path not shown): a collection is a product group.
  for (const kind of ['favourite', 'new'] as const) {
    app.get(
      `/api/v1/web/product-groups/:groupId/products/${kind}`,
      {
        schema: {
          tags: ['home'],
          summary:
            kind === 'favourite'
              ? "A collection's favourite products, most liked first: data.meta.success and data.data"
              : `A collection's new products (on sale for at most ${NEW_PRODUCT_DAYS} days), newest first`,
          params: c.productGroupParams,
          querystring: c.productsQuery,
          response: { 200: c.productsAnswer },
        },
      },
      async (request, reply) => {
        const body = await collectionProducts(app.deps, request.params.groupId, kind, request.query.lang);
        if (body === null) throw new Refusal('notFound');
        return sendJsonWithEtag(request, reply, JSON.stringify(body));
      },
    );
  }

  app.get(
    '/api/stylemaster/top-like-in-month-pagesize-4',
    {
      schema: {
        tags: ['home'],
        summary: "The month's 4 most liked style-master photos",
        response: { 200: c.styleMastersAnswer },
      },
    },
    async (request, reply) =>
      sendJsonWithEtag(request, reply, JSON.stringify(await styleMastersOfMonth(app.deps))),
  );
}
