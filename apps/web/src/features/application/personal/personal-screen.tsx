import { FormError } from '../../../shared/forms/form-error.tsx';
import { useT } from '../../../shared/i18n/i18n-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { StepFields, StepPage } from '../../../shared/application/step-page.tsx';
import { useStepReadOnly } from '../../../shared/application/step-mode.ts';
import '../application.css';
import { AboutFields } from './about-fields.tsx';
import { ContactFields } from './contact-fields.tsx';
import { HomeFields } from './home-fields.tsx';
import { usePersonalForm } from './use-personal-form.ts';

/** Step 1 (status 6): personal information for the borrower's market. */
export function PersonalScreen() {
  const t = useT();
  const personal = usePersonalForm();
  const { form } = personal;
  const readOnly = useStepReadOnly();
  return (
    <StepPage title={t('route.personalInformation')}>
      <form className="form" noValidate onSubmit={(event) => void personal.submit(event)}>
        <StepFields>
          <AboutFields personal={personal} />
          <HomeFields personal={personal} />
          <ContactFields personal={personal} />
        </StepFields>
        <FormError ref={form.refFor('form')} message={form.error('form')} />
        {!readOnly && (
          <Button type="submit" className="btn--block" busy={personal.saving}>
            {t('application.save')}
          </Button>
        )}
      </form>
    </StepPage>
  );
}
