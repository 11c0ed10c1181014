import { gatewayRequestDuration, secondsSince } from '../../lib/observability/metrics';
import { inSpan, SpanKind } from '../../lib/observability/tracing';
import type { PaymentGateway } from './payment-gateway';

type Operation = 'createCharge' | 'retrieveCharge' | 'createRefund' | 'retrieveRefund';
const OPERATIONS: readonly Operation[] = ['createCharge', 'retrieveCharge', 'createRefund', 'retrieveRefund'];

/**
 * The gateway with every call timed by operation and outcome
 * (`marketplace_gateway_request_duration_seconds`) and, with tracing on, a client span each: the
 * checkout's "createCharge" is where a slow Tap shows up (issue 39).
 */
export function measuredGateway(gateway: PaymentGateway): PaymentGateway {
  const measured = Object.create(gateway) as PaymentGateway;
  for (const operation of OPERATIONS) {
    const call = (gateway[operation] as (...args: unknown[]) => Promise<unknown>).bind(gateway);
    // Writable and configurable as the class's own methods are (tests spy on them).
    Object.defineProperty(measured, operation, {
      writable: true,
      configurable: true,
      value: (...args: unknown[]) =>
        inSpan(
          `${gateway.name} ${operation}`,
          { 'marketplace.gateway': gateway.name, 'marketplace.gateway.operation': operation },
          async () => {
            const startedAt = performance.now();
            let outcome = 'error';
            try {
              const answer = await call(...args);
              outcome = 'ok';
              return answer;
            } finally {
              gatewayRequestDuration.observe({ gateway: gateway.name, operation, outcome }, secondsSince(startedAt));
            }
          },
          SpanKind.CLIENT,
        ),
    });
  }
  return measured;
}
