/** The payments module's public file: the provider interface and its two providers. */
import type { Config } from '../../config';
import type { PaymentProvider } from './provider';
import { createSimulatedProvider, type SimulatedProvider } from './simulated-provider';
import { createStripeProvider } from './stripe-provider';

export * from './provider';
export { newSimulatedPaymentId, type SimulatedProvider } from './simulated-provider';

export interface Providers {
  /** The one new sessions are opened with. */
  active: PaymentProvider;
  /** Always there: the simulated webhooks are verified with it. */
  simulated: SimulatedProvider;
  stripe: PaymentProvider | undefined;
}

export function createProviders(config: Pick<Config, 'payments'>): Providers {
  const simulated = createSimulatedProvider(config.payments);
  const stripe = config.payments.stripe ? createStripeProvider(config.payments.stripe) : undefined;
  return { active: stripe ?? simulated, simulated, stripe };
}
