import { useEffect, useRef } from 'react';
import { useRead } from '../../shared/api/use-read.ts';
import { APPLICATION_DETAIL, type ApplicationDetail } from './application-api.ts';

/**
 * Hands the part of the saved application a form needs to its `prefill`, once per screen, from
 * this screen's own answer (an earlier screen's may predate a save).
 */
export function usePrefill(pick: (detail: ApplicationDetail) => Record<string, string> | null, prefill: (values: Record<string, string>) => void) {
  const detail = useRead(APPLICATION_DETAIL, {}, { quiet: true });
  const done = useRef(false);
  const saved = detail.isLoading ? undefined : detail.data;
  useEffect(() => {
    if (done.current || !saved) return;
    done.current = true;
    const values = pick(saved);
    if (values && Object.keys(values).length > 0) prefill(values);
  }, [saved, pick, prefill]);
}
