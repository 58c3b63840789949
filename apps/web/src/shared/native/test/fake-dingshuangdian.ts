import { callGlobal, closeScreen, closeWebView, later, NATIVE_APP, newRecord, openScreen, type FakeShell, type LivenessOutcome, type NativeApp } from './shell-kit.ts';

/**
 * dingshuangdian/SmartLoan (branch dev), ByWebViewActivity.MyJavascriptInterface: a Java
 * `@JavascriptInterface postMessage(String)` that parses with org.json into two *fields*,
 * `jsonObject` (the last message) and `data` (the answer being built), and posts each answer
 * to the UI thread, which reads `data` only when it runs: a message arriving in between
 * overwrites the answer, id included. The picker's and the liveness camera's answers are built
 * from whatever message came last. Answers go to fixed globals; `callback` is never read.
 */

class JSONException extends Error {}

type Json = Record<string, unknown>;

function parseObject(text: string): Json {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new JSONException('not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new JSONException('not an object');
  return value as Json;
}

function getString(object: Json, key: string): string {
  const value = object[key];
  if (value === undefined || value === null) throw new JSONException(`No value for ${key}`);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function getBoolean(object: Json, key: string): boolean {
  const value = object[key];
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw new JSONException(`${key} is not a boolean`);
}

function getInt(object: Json, key: string): number {
  const value = object[key];
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) throw new JSONException(`${key} is not an int`);
  return Math.trunc(number);
}

/** `JSONObject.put(key, null)` removes the key. */
function put(object: Json, key: string, value: unknown): void {
  if (value === null || value === undefined) delete object[key];
  else object[key] = value;
}

function dataOf(message: Json): Json | null {
  const value = message.data;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
}

export function installDingshuangdian(overrides: Partial<NativeApp> = {}): FakeShell {
  const native = { ...NATIVE_APP, ...overrides };
  const record = newRecord();
  let jsonObject: Json = {};
  let data: Json = {};
  let loggedOut = false;

  /** `byWebView.getWebView().post(() -> loadUrl("javascript:" + name + "(" + data + ")"))`. */
  const postAnswer = (name: string) => later(() => callGlobal(record, name, data));

  function onMessage(jsonString: string): void {
    jsonObject = parseObject(jsonString);
    record.received.push(jsonObject);
    data = {};
    data.action = getString(jsonObject, 'action');
    data.id = getString(jsonObject, 'id');
    data.msg = '';
    const action = getString(jsonObject, 'action');
    if (action === 'getLoginInfo' || action === 'toLogin') {
      data.result = 'ok';
      data.data = {};
      put(data.data as Json, 'token', native.token);
      postAnswer('webViewToLogin');
    } else if (action === 'getPackageName') {
      data.result = 'ok';
      data.data = {
        packageName: native.packageName,
        androidId: 'android-id-1',
        imei: '356938035643809',
        gaid: 'gaid-1',
        afid: 'afid',
        appVersion: native.versionName,
        appName: native.appName,
      };
      postAnswer('webViewGetPackageName');
    } else if (action === 'getVersionName') {
      data.result = 'ok';
      data.data = { versionName: native.versionName };
      postAnswer('webViewVersionName');
    } else if (action === 'logout') {
      if (!loggedOut) {
        native.token = '';
        loggedOut = true;
        closeWebView(record);
      }
    } else if (action === 'logEventByLocal') {
      const event = dataOf(jsonObject);
      // `isUploadData.getBoolean("isUpload")` on a null `data` is a NullPointerException: not caught.
      if (!event) throw new TypeError('NullPointerException: data');
      record.localEvents.push(event);
      if (getBoolean(event, 'isUpload')) record.uploads += 1;
    } else if (action === 'selectContact') {
      openScreen(record, 'picker');
    } else if (action === 'getAccuauthSDK') {
      openScreen(record, 'liveness');
    } else if (action === 'setNewToken') {
      // Answers with what the native side holds; the token it was handed is not stored.
      data.result = 'ok';
      data.data = { token: native.token, phoneNumber: native.phone };
      postAnswer('setNewToken');
    } else if (action === 'ToWhatsapp') {
      // Says "ok" and opens nothing.
      data.result = 'ok';
      data.data = { phone: 'this.whatsapp' };
      postAnswer('webViewToWhatsapp');
    } else if (action === 'toGooglePlayer') {
      // Builds an answer and neither posts it nor opens the store.
      data.result = 'ok';
      data.data = { packageId: 'item.downloadLink' };
    }
    // timeSDK goes to the closed TimeManager library, which collects and uploads; no answer is
    // known. logEventByAF does nothing.
  }

  const bridge = {
    postMessage(this: unknown, jsonString: string) {
      // A Java bridge method runs only when called on the injected object.
      if (this !== bridge) throw new Error('Java bridge method called on a non-injected object');
      try {
        onMessage(String(jsonString));
      } catch (error) {
        if (error instanceof JSONException) record.errors.push(error);
        else record.crash = error as Error;
      }
    },
  };
  window.FKSDKJsFramework = bridge;

  /** onActivityResult(PICK_CONTACT): the index and flag come from the *latest* message. */
  function pickContact(name: string, phone: string): void {
    closeScreen(record);
    const asked = dataOf(jsonObject);
    if (!asked) {
      record.crash = new TypeError('NullPointerException: jsonObjectData');
      return;
    }
    try {
      const value: Json = {};
      value.isSelectContact = getBoolean(asked, 'isSelectContact');
      value.selectContactIndex = getInt(asked, 'selectContactIndex');
      value.name = name;
      value.phone = phone;
      data.result = 'ok';
      data.data = value;
    } catch (error) {
      record.errors.push(error as Error);
    }
    postAnswer('getWebViewSelectContact');
  }

  /** onActivityResult(REQUEST_CODE_LIVENESS): into the `data` of the latest message. */
  function finishLiveness(outcome: LivenessOutcome): void {
    closeScreen(record);
    if ('livenessId' in outcome) {
      data.result = 'ok';
      data.data = { livenessId: outcome.livenessId, file: outcome.file };
    } else {
      data.result = 'fail';
      data.data = { msg: outcome.errorMsg };
    }
    postAnswer('webViewFaceImg');
  }

  return Object.assign(record, {
    name: 'dingshuangdian',
    native,
    pickContact,
    // A picker left without a choice returns a null intent: no answer.
    cancelScreen: () => closeScreen(record),
    finishLiveness,
    finishTimeSdk: () => undefined,
  });
}
