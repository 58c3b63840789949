import { useEffect } from 'react';
import { fetchApplicationDetail, type ApplicationDetail } from './application-api.ts';

/** Loads the saved application once and hands the part a form needs to its `prefill`. */
export function usePrefill(pick: (detail: ApplicationDetail) => Record<string, string> | null, prefill: (values: Record<string, string>) => void) {
  useEffect(() => {
    const controller = new AbortController();
    void fetchApplicationDetail(controller.signal).then((detail) => {
      const values = detail ? pick(detail) : null;
      if (values && Object.keys(values).length > 0) prefill(values);
    });
    return () => controller.abort();
    // Once per screen: the picker and prefill are stable for the screen's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
