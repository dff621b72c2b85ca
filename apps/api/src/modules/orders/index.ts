/** The orders module's public file: what other modules (the RGPD export, the demo seed, app.ts) may use. */
export { createOrdersRepository } from './repository';
export { orderCode, paymentLabel } from './present';
export { exportOrdersOf } from './export';
