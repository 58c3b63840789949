import type { OutcomeCounters } from '../../shared/outcome-counters.ts';
import type { SmsProvider } from './types.ts';

/** The configured vendor with each send's outcome counted (ADR 090): a throw counts as a failure and is passed on. */
export function countedSms(provider: SmsProvider, counters: Pick<OutcomeCounters, 'smsSend'>): SmsProvider {
  return {
    name: provider.name,
    async sendSms(message) {
      try {
        const result = await provider.sendSms(message);
        counters.smsSend(provider.name, result.ok ? 'sent' : 'failed');
        return result;
      } catch (error) {
        counters.smsSend(provider.name, 'failed');
        throw error;
      }
    },
  };
}
