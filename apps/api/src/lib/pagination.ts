/**
 * One convention for every list: `?page=&page_size=` (30 by default, 100 at
 * most), a plain JSON array as the body, the total in `X-Total-Count` and the
 * neighbouring pages in an RFC 8288 `Link` header (`first`, `prev`, `next`,
 * `last`). Links are relative to the request, so they survive any proxy.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PaginationQuery } from '@huella/shared/schemas/common';

export interface PageRequest {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

export function pageRequest(query: PaginationQuery): PageRequest {
  return {
    page: query.page,
    pageSize: query.page_size,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  };
}

export function setPaginationHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageRequest,
  total: number,
) {
  const url = new URL(request.url, 'http://localhost');
  const lastPage = Math.max(1, Math.ceil(total / page.pageSize));
  const linkTo = (target: number, rel: string) => {
    url.searchParams.set('page', String(target));
    url.searchParams.set('page_size', String(page.pageSize));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links = [linkTo(1, 'first')];
  if (page.page > 1) links.push(linkTo(Math.min(page.page - 1, lastPage), 'prev'));
  if (page.page < lastPage) links.push(linkTo(page.page + 1, 'next'));
  links.push(linkTo(lastPage, 'last'));
  reply.header('x-total-count', String(total));
  reply.header('link', links.join(', '));
}
