import { FormError } from '../../../shared/forms/form-error.tsx';
import { useT } from '../../../shared/i18n/i18n-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { StepFields, StepPage } from '../../../shared/application/step-page.tsx';
import { useStepReadOnly } from '../../../shared/application/step-mode.ts';
import '../application.css';
import { ContactFields } from './contact-fields.tsx';
import { JobFields } from './job-fields.tsx';
import { useWorkForm } from './use-work-form.ts';

/** Status 11: work and two emergency contacts. */
export function WorkScreen() {
  const t = useT();
  const work = useWorkForm();
  const { form } = work;
  const readOnly = useStepReadOnly();
  return (
    <StepPage title={t('route.additionalInformation')}>
      <form className="form" noValidate onSubmit={(event) => void work.submit(event)}>
        <StepFields>
          <JobFields work={work} />
          <ContactFields work={work} index={1} />
          <ContactFields work={work} index={2} />
        </StepFields>
        <FormError ref={form.refFor('form')} message={form.error('form')} />
        {!readOnly && (
          <Button type="submit" className="btn--block" busy={work.saving}>
            {t('application.save')}
          </Button>
        )}
      </form>
    </StepPage>
  );
}
