import type { ScreenName } from '../../screens.ts';
import { pageNameOf } from '../router/route-table.ts';
import { logEventByAF, logEventByLocal } from './bridge.ts';

/**
 * The journey's key steps, reported to the shell's local log and to AppsFlyer (ADR 041).
 * Safe by construction: an event is a screen's page name from the table of screens, a type
 * from this list and an order number that passed `asOrderNo`; there is no free-text field, so a
 * phone number, a name or an identity number has nowhere to go.
 */
export const JOURNEY_EVENT_TYPES = ['pageView', 'registered', 'signedIn', 'applicationSubmitted'] as const;
export type JourneyEventType = (typeof JOURNEY_EVENT_TYPES)[number];

declare const orderNoBrand: unique symbol;
export type OrderNo = string & { readonly [orderNoBrand]: true };

/** Our order numbers (ADR 016): "LL", YYMMDD, eight characters of an alphabet without 0/O/1/I. */
const ORDER_NO = /^LL\d{6}[2-9A-HJ-NP-Z]{8}$/;

function isOrderNo(value: string): value is OrderNo {
  return ORDER_NO.test(value);
}

export function asOrderNo(value: string | null | undefined): OrderNo | null {
  return value && isOrderNo(value) ? value : null;
}

export interface JourneyEvent {
  type: JourneyEventType;
  page: ScreenName;
  orderNo?: OrderNo | null;
}

/** AppsFlyer's standard names where one fits, so the attribution dashboards read them. */
const AF_NAMES: Record<JourneyEventType, string> = {
  pageView: 'af_content_view',
  registered: 'af_complete_registration',
  signedIn: 'af_login',
  applicationSubmitted: 'af_submit_application',
};

/** Conversions ask the shell to upload its local log now (`isUpload`); page views wait for the next batch. */
export function logJourney(event: JourneyEvent, now: () => number = Date.now): void {
  const orderNo = event.orderNo ?? undefined;
  const page = pageNameOf(event.page);
  void logEventByLocal({
    time: now(),
    eventType: event.type,
    pageName: page,
    eventOption: '',
    ...(orderNo && { orderNo }),
    isUpload: event.type !== 'pageView',
  });
  const eventValues: Record<string, string> = { af_content: page, ...(orderNo && { af_order_id: orderNo }) };
  void logEventByAF({ eventName: AF_NAMES[event.type], eventValues });
}
