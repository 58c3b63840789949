import type { OrderStatusCode } from '@lendline/domain';
import { useRef, useState } from 'react';
import { ABORTED, NETWORK_FAILURE, type ApiFailure, type ParamsOf } from '../../shared/api/client.ts';
import { pathForStatus } from '../../shared/application/order-api.ts';
import { navigate } from '../../shared/router/location.ts';
import { saveStep, type StepPath } from './application-api.ts';

interface SavingForm {
  showFailure: (failure: ApiFailure) => void;
  clearDraft: () => void;
}

/**
 * Posts a step, then goes where the order's new status says. A second tap while the first is
 * in flight sends nothing (the ref, unlike state, is already set on the second tap).
 */
export function useSaveStep(form: SavingForm, onSaved: (status: OrderStatusCode) => void = (status) => navigate(pathForStatus(status) ?? '/')) {
  const inFlight = useRef(false);
  const [saving, setSaving] = useState(false);

  async function save<P extends StepPath>(path: P, body: ParamsOf<P>): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    const result = await saveStep(path, body);
    inFlight.current = false;
    setSaving(false);
    if (!result.ok) {
      // Network failures were already toasted by the client; the typed values stay.
      if (result.code !== NETWORK_FAILURE && result.code !== ABORTED) form.showFailure(result);
      return;
    }
    form.clearDraft();
    onSaved(result.data.status);
  }

  return { saving, save };
}
