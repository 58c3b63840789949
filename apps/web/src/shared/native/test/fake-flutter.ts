import { callGlobal, closeScreen, closeWebView, later, NATIVE_APP, newRecord, openScreen, type FakeShell, type LivenessOutcome, type NativeApp } from './shell-kit.ts';

/**
 * dysx/smla (Flutter, webview_flutter 4), lib/pages/home: one `JavaScriptChannel` named
 * FKSDKJsFramework. Dart gets the message as text and `jsonDecode`s it: on Android the string
 * posted; on iOS `body.toString()` of whatever was posted to
 * `webkit.messageHandlers.FKSDKJsFramework` (also `window.FKSDKJsFramework`), so an object
 * arrives as `{action: getPackageName, ...}`, not JSON, and is lost. Each `JsChannel` keeps the
 * latest message for its actions and answers through that message's `callback`, with id ''.
 * Fields are read from the message root, not from `data`. There is no contact picker and no
 * local event log.
 */

type Json = Record<string, unknown>;

/** Dart's `Map.toString()`: `{action: getPackageName, id: 1}`. */
function dartToString(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  if (Array.isArray(value)) return `[${value.map(dartToString).join(', ')}]`;
  return `{${Object.entries(value).map(([key, item]) => `${key}: ${dartToString(item)}`).join(', ')}}`;
}

export function installFlutter(platform: 'android' | 'ios', overrides: Partial<NativeApp> = {}): FakeShell {
  const native = { ...NATIVE_APP, ...overrides };
  const record = newRecord();
  /** `JsChannel.message`, per channel: the latest message of that channel's actions. */
  const latest = new Map<string, Json>();

  function h5CallBack(channel: string, data: Json, isOk = true): void {
    const message = latest.get(channel);
    const callback = String(message?.callback);
    later(() => callGlobal(record, callback, { id: '', result: isOk ? 'ok' : 'fail', action: callback, msg: '', data }));
  }

  function signOutNatively(): void {
    native.token = '';
    closeWebView(record);
  }

  /** The channels of home_state.dart, by the actions each lists. */
  const channels: Record<string, [string, (message: Json) => void]> = {
    getLoginInfo: ['GetLoginInfo', () => (native.token ? h5CallBack('GetLoginInfo', { token: native.token }) : closeWebView(record))],
    toLogin: ['ToAuth', signOutNatively],
    logout: ['ToAuth', signOutNatively],
    getVersionName: ['GetVersionName', () => h5CallBack('GetVersionName', { versionName: native.versionName })],
    getPackageName: [
      'GetPackageName',
      () =>
        h5CallBack('GetPackageName', {
          packageName: native.packageName,
          androidId: 'android-id-1',
          imei: '000000000000000',
          afid: native.afid,
          appVersion: native.versionName,
          appName: native.appName,
        }),
    ],
    setNewToken: ['SetNewToken', (message) => (record.stored = { token: message.token as string, phone: null, authorization: `Bearer${String(message.token)}` })],
    toWhatsapp: ['ToWhatsapp', (message) => record.opened.push(`https://api.whatsapp.com/send?phone=${String(message.phone)}`)],
    toGooglePlayer: [
      'ToGooglePlayer',
      (message) => {
        const iru = message.packageId;
        // `String iru = newMsg['packageId']`: null is a TypeError under sound null safety.
        if (typeof iru !== 'string') throw new TypeError("type 'Null' is not a subtype of type 'String'");
        record.opened.push(iru.startsWith('http') ? iru : `https://play.google.com/store/apps/details?id=${iru || native.packageName}`);
      },
    ],
    // `// AppsFlyer().logEvent(newMsg?['data']['event'])`: commented out.
    logEventByAF: ['LogEventByAF', () => undefined],
    getAccuauthSDK: ['LivenessChannel', () => openScreen(record, 'liveness')],
    timeSDK: ['TimeSdkChannel', () => undefined],
  };

  function onMessageReceive(text: string): void {
    let message: Json;
    try {
      message = JSON.parse(text) as Json;
      if (typeof message !== 'object' || message === null) throw new Error('not a map');
    } catch {
      record.dropped.push(text);
      return;
    }
    record.received.push(message);
    const entry = channels[String(message.action)];
    if (!entry) return;
    const [channel, onReceive] = entry;
    latest.set(channel, message);
    try {
      onReceive(message);
    } catch (error) {
      // An exception in a Dart callback is logged; the app goes on.
      record.errors.push(error as Error);
    }
  }

  if (platform === 'android') {
    // webview_flutter_android registers the channel with addJavascriptInterface.
    const channel = {
      postMessage(this: unknown, message: string) {
        if (this !== channel) throw new Error('Java bridge method called on a non-injected object');
        const text = String(message);
        later(() => onMessageReceive(text));
      },
    };
    window.FKSDKJsFramework = channel;
  } else {
    const handler = {
      postMessage(body: unknown) {
        const text = typeof body === 'string' ? body : dartToString(body);
        later(() => onMessageReceive(text));
      },
    };
    window.webkit = { messageHandlers: { FKSDKJsFramework: handler } };
    window.FKSDKJsFramework = handler;
  }

  return Object.assign(record, {
    name: platform === 'android' ? 'flutterAndroid' : 'flutterIos',
    native,
    pickContact: () => {
      throw new Error('The Flutter shell has no contact picker');
    },
    cancelScreen: () => closeScreen(record),
    finishLiveness(outcome: LivenessOutcome) {
      closeScreen(record);
      if ('livenessId' in outcome) h5CallBack('LivenessChannel', { livenessId: outcome.livenessId, file: outcome.file });
      else h5CallBack('LivenessChannel', { errorMsg: outcome.errorMsg }, false);
    },
    // sdkError answers (with isSubmit) through the callback; a successful upload is not answered.
    finishTimeSdk(outcome: 'uploaded' | 'failed') {
      const message = latest.get('TimeSdkChannel');
      if (outcome === 'failed' && message && (message.data as Json | undefined)?.isSubmit === true) h5CallBack('TimeSdkChannel', {}, false);
    },
  });
}
