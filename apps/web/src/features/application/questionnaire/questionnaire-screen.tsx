import { QUESTIONNAIRE, questionnaireAnswersSchema } from '@lendline/domain';
import type { FormEvent } from 'react';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { RadioGroup } from '../../../shared/forms/radio-group.tsx';
import { useForm } from '../forms/use-form.ts';
import { useT, type MessageKey } from '../../../shared/i18n/i18n-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import '../application.css';
import { asValues } from '../application-api.ts';
import { usePrefill } from '../use-prefill.ts';
import { useSaveStep } from '../use-save-step.ts';
import { useBorrower } from '../use-user.ts';

const ANSWERS = Object.fromEntries(QUESTIONNAIRE.map((question) => [question.id, ''])) as Record<string, string>;

/** Status 17: the 11 coded questions, one answer each, all required. */
export function QuestionnaireScreen() {
  const t = useT();
  const { userId } = useBorrower();
  const form = useForm({ form: 'questionnaire', userId, initial: ANSWERS });
  const { saving, save } = useSaveStep(form);
  usePrefill((detail) => asValues(detail.questionnaire), form.prefill);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const answers = form.validate(questionnaireAnswersSchema);
    if (answers) await save('/user/save/questionnaire', { answers });
  }

  return (
    <Page title={t('route.loanQuestion')} back="/">
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="form__note">{t('questionnaire.intro')}</p>
        {QUESTIONNAIRE.map((question) => (
          <RadioGroup
            key={question.id}
            ref={form.refFor(question.id)}
            legend={t(`question.${question.id}` as MessageKey)}
            name={question.id}
            options={question.options.map((option) => ({ value: option, label: t(`question.${question.id}.${option}` as MessageKey) }))}
            value={form.values[question.id] ?? ''}
            error={form.error(question.id)}
            onChange={(value) => form.update({ [question.id]: value })}
          />
        ))}
        <FormError ref={form.refFor('form')} message={form.error('form')} />
        <Button type="submit" className="btn--block" busy={saving}>
          {t('application.save')}
        </Button>
      </form>
    </Page>
  );
}
