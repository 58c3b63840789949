import { callGlobal, closeScreen, closeWebView, later, NATIVE_APP, newRecord, openScreen, type FakeShell, type LivenessOutcome, type NativeApp } from './shell-kit.ts';

/**
 * liruixing/SmartLoan, WebViewInjector.kt: `postMessage` posts the message to the UI thread,
 * where Gson reads it into `JSBean` / `Event` (every field typed) and the action runs. Any
 * exception there (a field of the wrong JSON type, a null passed to a non-null Kotlin
 * parameter) is thrown on the UI thread: the app dies. Answers go to the global named in
 * `callback` (getLoginInfo, getPackageName, getVersionName) or to fixed globals (picker,
 * liveness, data SDK), with the id remembered from the message that opened them.
 */

class JsonSyntaxException extends Error {}

const STRING_FIELDS = ['event', 'phone', 'packageId', 'time', 'eventType', 'pageName', 'eventOption', 'orderNo', 'token', 'phoneNumber', 'userId'] as const;
const BOOLEAN_FIELDS = ['isSelectContact', 'isUpload', 'isSubmit', 'appList', 'sms', 'exif', 'device', 'contact', 'location'] as const;

type StringField = (typeof STRING_FIELDS)[number];
type BooleanField = (typeof BOOLEAN_FIELDS)[number];
/** http/bean/Event.java: unknown fields are ignored, absent ones stay null / false / 0. */
type Event = Record<StringField, string | null> & Record<BooleanField, boolean> & { selectContactIndex: number };

/** Gson's String adapter: strings, and numbers and booleans as their text; anything else throws. */
function gsonString(value: unknown, key: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new JsonSyntaxException(`Expected a string but was BEGIN_OBJECT at ${key}`);
}

function gsonBoolean(value: unknown, key: string): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.toLowerCase() === 'true';
  throw new JsonSyntaxException(`Expected a boolean at ${key}`);
}

function gsonInt(value: unknown, key: string): number {
  if (value === undefined || value === null) return 0;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) throw new JsonSyntaxException(`Expected an int at ${key}`);
  return number;
}

function toEvent(value: unknown): Event | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw new JsonSyntaxException('Expected BEGIN_OBJECT at data');
  const json = value as Record<string, unknown>;
  const event = { selectContactIndex: gsonInt(json.selectContactIndex, 'selectContactIndex') } as Event;
  for (const key of STRING_FIELDS) event[key] = gsonString(json[key], key);
  for (const key of BOOLEAN_FIELDS) event[key] = gsonBoolean(json[key], key);
  return event;
}

interface JSBean {
  action: string | null;
  id: string | null;
  callback: string | null;
  data: Event | null;
}

function fromJson(js: string): JSBean {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(js) as Record<string, unknown>;
  } catch {
    throw new JsonSyntaxException('malformed JSON');
  }
  return {
    action: gsonString(json.action, 'action'),
    id: gsonString(json.id, 'id'),
    callback: gsonString(json.callback, 'callback'),
    data: toEvent(json.data),
  };
}

/** A Kotlin non-null parameter given null: NullPointerException. */
function nonNull<T>(value: T | null, name: string): T {
  if (value === null) throw new TypeError(`NullPointerException: Parameter specified as non-null is null: ${name}`);
  return value;
}

function eventOf(bean: JSBean): Event {
  return nonNull(bean.data, 'data');
}

export function installLiruixing(overrides: Partial<NativeApp> = {}): FakeShell {
  const native = { ...NATIVE_APP, ...overrides };
  const record = newRecord();
  let contactId = '';
  let faceId = '';
  let asked = { isSelectContact: false, selectContactIndex: 0 };
  let lastLogout = -Infinity;

  function sendMessage(params: Record<string, unknown>, callback: string, id: string, isOk = true): void {
    later(() => callGlobal(record, callback, { data: params, action: callback, id, result: isOk ? 'ok' : 'fail' }));
  }

  function logout(): void {
    if (Date.now() - lastLogout <= 1000) return;
    lastLogout = Date.now();
    native.token = '';
    closeWebView(record);
  }

  function dealJSData(js: string): void {
    const bean = fromJson(js);
    record.received.push(bean as unknown as Record<string, unknown>);
    const callback = bean.callback ?? 'null';
    const id = bean.id ?? 'null';
    switch (bean.action) {
      case 'getLoginInfo':
        return sendMessage({ token: native.token }, callback, id);
      case 'getPackageName':
        return sendMessage(
          { packageName: native.packageName, androidId: 'android-id-1', imei: '356938035643809', afid: native.afid, appVersion: native.versionName, appName: native.appName },
          callback,
          id,
        );
      case 'getVersionName':
        return sendMessage({ versionName: native.versionName }, callback, id);
      case 'toLogin':
        // `// toLogin(bean)`: commented out in the shell; nothing happens.
        return;
      case 'logout':
        return logout();
      case 'logEventByLocal': {
        const data = eventOf(bean);
        record.localEvents.push({ eventOption: data.eventOption, time: data.time, eventType: data.eventType, pageName: data.pageName, orderNo: data.orderNo });
        if (data.isUpload) record.uploads += 1;
        return;
      }
      case 'logEventByAF':
        // `AFUtil.up(context, data.event)`: `log: String` is non-null.
        record.afEvents.push(nonNull(eventOf(bean).event, 'log'));
        return;
      case 'selectContact': {
        const data = eventOf(bean);
        contactId = id;
        asked = { isSelectContact: data.isSelectContact, selectContactIndex: data.selectContactIndex };
        return openScreen(record, 'picker');
      }
      case 'getAccuauthSDK':
        faceId = id;
        return openScreen(record, 'liveness');
      case 'setNewToken': {
        const data = eventOf(bean);
        record.stored = { token: data.token, phone: data.phoneNumber, authorization: `Bearer${data.token ?? ''}` };
        return;
      }
      case 'ToWhatsapp':
        record.opened.push(`https://api.whatsapp.com/send?phone=${nonNull(eventOf(bean).phone, 'mobileNum')}`);
        return;
      case 'toGooglePlayer':
        record.opened.push(`market://details?id=${nonNull(eventOf(bean).packageId, 'packageId')}`);
        return;
      default:
        // timeSDK goes to RawDataSDK (answered through webViewToTime when it is done); others are ignored.
        return;
    }
  }

  const injector = {
    postMessage(this: unknown, js: string) {
      if (this !== injector) throw new Error('Java bridge method called on a non-injected object');
      later(() => {
        if (record.crash) return;
        try {
          dealJSData(String(js));
        } catch (error) {
          record.crash = error as Error;
        }
      });
    },
  };
  window.FKSDKJsFramework = injector;

  return Object.assign(record, {
    name: 'liruixing',
    native,
    pickContact(name: string, phone: string) {
      closeScreen(record);
      sendMessage({ ...asked, name, phone }, 'getWebViewSelectContact', contactId);
    },
    // A picker left without a choice is not RESULT_OK: no answer.
    cancelScreen: () => closeScreen(record),
    finishLiveness(outcome: LivenessOutcome) {
      closeScreen(record);
      if ('livenessId' in outcome) sendMessage({ livenessId: outcome.livenessId, file: outcome.file }, 'webViewFaceImg', faceId);
      else sendMessage({ errorMsg: outcome.errorMsg }, 'webViewFaceImg', faceId, false);
    },
    // `timeId` is never assigned: the answer always carries id "" (and only for a submit).
    finishTimeSdk(outcome: 'uploaded' | 'failed') {
      sendMessage({}, 'webViewToTime', '', outcome === 'uploaded');
    },
  });
}
