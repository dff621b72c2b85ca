/**
 * The rate limiter service (`app.rateLimiter`), `app.limitByIp(rule)`, an
 * onRequest hook for routes: it counts every request, valid or not, before any
 * work is done; the password-attempt throttle (`app.loginThrottle`), on the
 * same store choice; and `app.limitByUser(rule)`, the same for the signed-in
 * account, which runs after the route's authentication (plugins/auth.ts).
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Unauthorized } from '../lib/errors';
import { DatabaseLoginThrottleStore } from '../db/login-throttle-store';
import { DatabaseRateLimitStore } from '../db/rate-limit-store';
import { LoginThrottle, MemoryLoginThrottleStore } from '../lib/login-throttle';
import { MemoryRateLimitStore, RateLimiter, type RateLimitRule } from '../lib/rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    loginThrottle: LoginThrottle;
    limitByIp(rule: RateLimitRule): onRequestAsyncHookHandler;
    limitByUser(
      rule: RateLimitRule,
      options?: { when?: (request: FastifyRequest) => boolean; message?: string },
    ): onRequestAsyncHookHandler;
  }
}

export interface RateLimitPluginOptions {
  now?: () => number;
}

export default fp<RateLimitPluginOptions>(
  async (app, { now = Date.now }) => {
    const store =
      app.config.rateLimitStore === 'database'
        ? new DatabaseRateLimitStore(
            app.db,
            now,
            (error) => app.log.warn({ err: error }, 'could not delete finished rate limit windows'),
            (work) => app.metrics.job('rate_limit_sweep', work),
          )
        : new MemoryRateLimitStore(now);
    const limiter = new RateLimiter(store, { disabled: app.config.rateLimitDisabled, now });
    app.decorate('rateLimiter', limiter);
    const throttleStore =
      app.config.rateLimitStore === 'database'
        ? new DatabaseLoginThrottleStore(
            app.db,
            (error) => app.log.warn({ err: error }, 'could not delete expired login throttles'),
            (work) => app.metrics.job('login_throttle_sweep', work),
          )
        : new MemoryLoginThrottleStore();
    app.decorate(
      'loginThrottle',
      new LoginThrottle(throttleStore, { disabled: app.config.rateLimitDisabled, now }),
    );
    app.decorate(
      'limitByIp',
      (rule: RateLimitRule): onRequestAsyncHookHandler =>
        async (request) => {
          await limiter.consume(rule, request.ip);
        },
    );
    app.decorate(
      'limitByUser',
      (
        rule: RateLimitRule,
        options: { when?: (request: FastifyRequest) => boolean; message?: string } = {},
      ): onRequestAsyncHookHandler =>
        async (request) => {
          if (!request.user) throw new Unauthorized();
          if (options.when && !options.when(request)) return;
          await limiter.consume(rule, String(request.user.id), options.message);
        },
    );
  },
  { name: 'rate-limit', dependencies: ['metrics'] },
);
