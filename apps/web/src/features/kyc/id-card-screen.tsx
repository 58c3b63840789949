import { errorNameForCode, finishUploadAllImgRequest, idTypesOf, type ErrorName, type ImageKind } from '@lendline/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { request } from '../../shared/api/client.ts';
import { useRead } from '../../shared/api/use-read.ts';
import { orderChanged, pathForStatus } from '../../shared/application/order-api.ts';
import { useStepReadOnly } from '../../shared/application/step-mode.ts';
import { StepFields, StepPage } from '../../shared/application/step-page.tsx';
import { say } from '../../shared/forms/message.ts';
import { checkWith } from '../../shared/forms/schema-check.ts';
import { useT, type MessageKey } from '../../shared/i18n/i18n-store.ts';
import { currentMarket } from '../../shared/market/market.ts';
import { navigate } from '../../shared/router/location.ts';
import { pathOf } from '../../shared/router/route-table.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Select } from '../../shared/ui/select.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useLivenessPhoto } from './liveness-photo.ts';
import { PhotoTile } from './photo-tile.tsx';
import { resizeForUpload } from '../../shared/photo/resize.ts';
import { createScreenPhotoChecks, usePhotoUpload } from './use-photo-upload.ts';
import './kyc.css';

// For bench/ and Playwright: measure the on-device resize of a real photo in a real browser.
Object.assign(globalThis, { lendlineResizeForUpload: resizeForUpload });

/** Which photo a finish error belongs to, so the message shows at that tile (spec section 8). */
const TILE_OF: Partial<Record<ErrorName, ImageKind>> = {
  KYC_FRONT_MISSING: 'front',
  KYC_FRONT_FAILED: 'front',
  KYC_BACK_MISSING: 'back',
  KYC_BACK_FAILED: 'back',
  KYC_FACE_MISSING: 'face',
  KYC_FACE_FAILED: 'face',
};

const TILES: readonly (readonly [ImageKind, MessageKey])[] = [['front', 'kyc.front'], ['back', 'kyc.back'], ['face', 'kyc.face']];

export function IdCardScreen() {
  const t = useT();
  // One poll for every photo being checked, stopped when the screen is left.
  const [checks] = useState(createScreenPhotoChecks);
  useEffect(() => () => checks.stop(), [checks]);
  const photos = { front: usePhotoUpload('front', checks), back: usePhotoUpload('back', checks), face: usePhotoUpload('face', checks) };
  const [idType, setIdType] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const types = idTypesOf(currentMarket());
  const readOnly = useStepReadOnly();
  const { restore: restoreFront } = photos.front;
  const { restore: restoreBack } = photos.back;
  const { restore: restoreFace } = photos.face;
  const liveness = useLivenessPhoto(
    (file) => void photos.face.choose(file),
    () => photos.face.fail(t('error.KYC_FACE_FAILED')),
  );

  // Photos taken earlier stay as they are on the server (accepted, still being checked, or
  // rejected): reopening the step must not ask again for one it has.
  const accepted = useRead('/user/curp/ocr', {}, { quiet: true }).data;
  useEffect(() => {
    if (!accepted) return;
    restoreFront(accepted.checks.front);
    restoreBack(accepted.checks.back);
    restoreFace(accepted.checks.face);
  }, [accepted, restoreFront, restoreBack, restoreFace]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    // Every photo not taken yet is named at its tile (issue 19), with the ID's own errors: the
    // server would name only the first missing one, and only once the ID was right.
    const missing = TILES.filter(([kind]) => photos[kind].state.status === 'empty');
    for (const [kind] of missing) photos[kind].need(t(`kyc.missing.${kind}`));
    // The server's own schema first: a missing type or a malformed number is said at its field at once.
    const checked = checkWith(finishUploadAllImgRequest, { idType, idNumber });
    if (!checked.ok) {
      const { form, ...fields } = checked.errors;
      setFieldErrors(Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, say(t, message) ?? ''])));
      setFormError(say(t, form) ?? null);
      return;
    }
    setFieldErrors({});
    if (missing.length > 0) return;
    setBusy(true);
    // A photo still being checked is waited for (ADR 056); a rejected one keeps its message at its tile.
    const verdicts = await Promise.all(TILES.map(([kind]) => photos[kind].settled()));
    if (verdicts.includes('failed')) return setBusy(false);
    const result = await request('/user/finishUploadAllImg', checked.data, { loading: true });
    setBusy(false);
    if (result.ok) {
      orderChanged();
      // Where the order now is: the work step, or back to the review when edited from it.
      return navigate(pathForStatus(result.data.status) ?? pathOf('additionalInformation'));
    }
    if (result.fields) return setFieldErrors(Object.fromEntries(result.fields.map((f) => [f.field, f.message])));
    const name = errorNameForCode(result.code);
    const tile = name ? TILE_OF[name] : undefined;
    if (tile) photos[tile].fail(result.msg);
    else setFormError(result.msg);
  }

  return (
    <StepPage title={t('kyc.title')}>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <p>{t('kyc.intro')}</p>
        <StepFields>
          {TILES.map(([kind, label]) => (
            <PhotoTile
              key={kind}
              kind={kind}
              label={t(label)}
              state={photos[kind].state}
              onFile={(file) => void photos[kind].choose(file)}
              before={
                kind === 'face' && liveness.offered && !readOnly ? (
                  <Button variant="secondary" busy={liveness.asking} disabled={photos.face.state.status === 'working'} onClick={() => void liveness.start()}>
                    {t('kyc.liveness')}
                  </Button>
                ) : null
              }
            />
          ))}
          <Select
            label={t('kyc.idType')}
            placeholder={t('kyc.idType.placeholder')}
            options={types.map((type) => ({ value: type, label: t(`kyc.type.${type}`) }))}
            value={idType}
            error={fieldErrors.idType}
            onChange={(event) => setIdType(event.target.value)}
          />
          <TextField
            label={t('kyc.idNumber')}
            name="idNumber"
            autoComplete="off"
            inputMode={idType === 'nin' ? 'numeric' : 'text'}
            value={idNumber}
            error={fieldErrors.idNumber}
            onChange={(event) => setIdNumber(event.target.value)}
          />
        </StepFields>
        {formError && (
          <p role="alert" className="form-error">
            {formError}
          </p>
        )}
        {!readOnly && (
          <Button type="submit" className="btn--block" busy={busy}>
            {t('kyc.continue')}
          </Button>
        )}
      </form>
    </StepPage>
  );
}
