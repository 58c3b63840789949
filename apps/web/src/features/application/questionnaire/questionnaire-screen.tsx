import { questionnaireAnswersSchema, questionnaireOf, TOTAL_DEBT_RANGE } from '@lendline/domain';
import type { FormEvent } from 'react';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { RadioGroup } from '../../../shared/forms/radio-group.tsx';
import { useForm } from '../forms/use-form.ts';
import { useMarket } from '../../../shared/market/market.ts';
import { useLanguage, useT, type MessageKey } from '../../../shared/i18n/i18n-store.ts';
import { rangeLabel } from '../forms/range-label.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { StepFields, StepPage } from '../../../shared/application/step-page.tsx';
import { useStepReadOnly } from '../../../shared/application/step-mode.ts';
import '../application.css';
import { asValues } from '../application-api.ts';
import { usePrefill } from '../use-prefill.ts';
import { useSaveStep } from '../use-save-step.ts';
import { useBorrower } from '../use-user.ts';

const isDebtBucket = (option: string): option is keyof typeof TOTAL_DEBT_RANGE => Object.hasOwn(TOTAL_DEBT_RANGE, option);

/** Status 17: the 11 coded questions of the market (its lenders, debt in its currency), one answer each, all required. */
export function QuestionnaireScreen() {
  const t = useT();
  const market = useMarket();
  const lang = useLanguage();
  // A debt bucket is labelled from its bounds (ADR 031); every other answer from the catalogue.
  const optionLabel = (id: string, option: string) =>
    isDebtBucket(option) ? rangeLabel(t, TOTAL_DEBT_RANGE[option], market, lang) : t(`question.${id}.${option}` as MessageKey);
  const questions = questionnaireOf(market);
  const unanswered = Object.fromEntries(questions.map((question) => [question.id, '']));
  const readOnly = useStepReadOnly();
  const { userId } = useBorrower();
  const form = useForm({ form: 'questionnaire', userId, initial: unanswered });
  const { saving, save } = useSaveStep(form);
  usePrefill((detail) => asValues(detail.questionnaire), form.prefill);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const answers = form.validate(questionnaireAnswersSchema(market));
    if (answers) await save('/user/save/questionnaire', { answers });
  }

  return (
    <StepPage title={t('route.loanQuestion')}>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="form__note">{t('questionnaire.intro')}</p>
        <StepFields>
          {questions.map((question) => (
            <RadioGroup
              key={question.id}
              ref={form.refFor(question.id)}
              legend={t(`question.${question.id}`)}
              name={question.id}
              options={question.options.map((option) => ({ value: option, label: optionLabel(question.id, option) }))}
              value={form.values[question.id] ?? ''}
              error={form.error(question.id)}
              onChange={(value) => form.update({ [question.id]: value })}
            />
          ))}
        </StepFields>
        <FormError ref={form.refFor('form')} message={form.error('form')} />
        {!readOnly && (
          <Button type="submit" className="btn--block" busy={saving}>
            {t('application.save')}
          </Button>
        )}
      </form>
    </StepPage>
  );
}
