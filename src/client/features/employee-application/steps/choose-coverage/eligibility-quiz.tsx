import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  ELIGIBILITY_ANSWER_DEBOUNCE_MS,
  ELIGIBILITY_QUESTION_LABELS,
  ELIGIBILITY_QUESTIONS,
  evaluateEligibility,
  getEligibilityResultMessage,
} from '@shared/domain/eligibility/eligibility-quiz';
import type { EligibilityAnswers, eligibilityResponseSchema } from '@shared/schemas/application-requests';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { useSaveEligibilityAnswers } from '../../api/eligibility';
import { YesNoRadioGroup } from './yes-no-radio-group';

type Eligibility = z.infer<typeof eligibilityResponseSchema>;

interface EligibilityQuizProps {
  employeePolicyId: string;
  companyState: string;
  eligibility: UseQueryResult<Eligibility>;
  onDone: () => void;
}

/** The quiz in the Confirm Eligibility modal: waits for the saved answers, then asks. */
export function EligibilityQuiz({ eligibility, ...props }: EligibilityQuizProps) {
  if (eligibility.isPending) return <Loader size="sm" role="status" aria-label="Loading..." />;
  if (eligibility.isError) return <Alert color="red">{eligibility.error.message}</Alert>;
  return <EligibilityQuestions saved={eligibility.data} {...props} />;
}

interface EligibilityQuestionsProps extends Omit<EligibilityQuizProps, 'eligibility'> {
  saved: Eligibility;
}

/**
 * The answered questions and those the result still needs (decision 0101), saved 100 ms after each change;
 * the result sentence follows the answers at once.
 */
function EligibilityQuestions({ employeePolicyId, companyState, saved, onDone }: EligibilityQuestionsProps) {
  const [answers, setAnswers] = useState<EligibilityAnswers>(saved.answers);
  const save = useSaveEligibilityAnswers(employeePolicyId);
  const saveLater = useDebouncedCallback((next: EligibilityAnswers) => save.mutate(next), {
    delay: ELIGIBILITY_ANSWER_DEBOUNCE_MS,
    flushOnUnmount: true,
  });
  const evaluation = evaluateEligibility(saved.employeeCount, companyState, answers);
  const asked = ELIGIBILITY_QUESTIONS.filter((q) => answers[q] !== null || evaluation.missing.includes(q));
  const message = getEligibilityResultMessage(evaluation.result);

  return (
    <Stack gap="md">
      {asked.map((question) => (
        <YesNoRadioGroup
          key={question}
          legend={ELIGIBILITY_QUESTION_LABELS[question]}
          value={answers[question] === null ? null : answers[question] ? 'Yes' : 'No'}
          onChange={(value) => {
            const next = { ...answers, [question]: value === 'Yes' };
            setAnswers(next);
            saveLater(next);
          }}
        />
      ))}
      <Text role="status" fw={600}>
        {message}
      </Text>
      {save.isError && <Alert color="red">{save.error.message}</Alert>}
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
