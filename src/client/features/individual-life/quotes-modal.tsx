import '@mantine/core/styles/Alert.css';
// The dialog's body scrolls (Modal uses ScrollArea).
import '@mantine/core/styles/ScrollArea.css';
import { Dialog } from '@client/components/dialog';
import { FormAlert } from '@client/components/form/form-alert';
import { RadioGroup } from '@client/components/form/radio-group';
import { isApiError } from '@client/lib/api-client';
import { Button, Group, Stack, Text } from '@mantine/core';
import { describeLifeQuote, formatDailyPrice } from '@shared/domain/individual-life/card-states';
import { formatWholeDollars } from '@shared/domain/money/money';
import type { LifeQuotesResponse } from '@shared/schemas/individual-life';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applyForLife, lifeApplicationQueryOptions, lifeQuotesQueryOptions } from './api';

/** docs/spec/2 §2.7: the card's modal is titled exactly this. */
export const LIFE_CARD_TITLE = 'Individual Term Life Insurance';
const CHOOSE = 'Choose a quote.';

const keyOf = (q: { coverage: number; term: number }) => `${q.coverage}-${q.term}`;

interface QuotesModalProps {
  opened: boolean;
  onClose: () => void;
  employeeFormId: string;
  quotes: LifeQuotesResponse;
}

/**
 * The quotes (coverage, term, price per day), one chosen, and Apply: the carrier's address opens in a new tab
 * and the card reads the status; with no address the spinner stops and the employee stays (docs/spec/2 §4, §8).
 */
export function QuotesModal({ opened, onClose, employeeFormId, quotes }: QuotesModalProps) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);

  async function apply() {
    const quote = quotes.quotes.find((q) => keyOf(q) === chosen);
    setFormError(null);
    if (!quote) {
      setChoiceError(CHOOSE);
      return;
    }
    setApplying(true);
    try {
      const { url } = await applyForLife(employeeFormId, quote);
      if (url) {
        window.open(url, '_blank', 'noopener');
        onClose();
        await queryClient.invalidateQueries({
          queryKey: lifeApplicationQueryOptions(employeeFormId).queryKey,
        });
      }
    } catch (error) {
      // A quote no longer offered (400 at apply) or the offer withdrawn (409): say so and read the quotes again.
      if (isApiError(error) && error.fieldErrors.apply) setChoiceError(error.fieldErrors.apply);
      else setFormError(isApiError(error) ? error.error : 'Something went wrong. Please try again.');
      await queryClient.invalidateQueries({ queryKey: lifeQuotesQueryOptions(employeeFormId).queryKey });
    } finally {
      setApplying(false);
    }
  }

  const suggested = quotes.suggestedCoverage;
  return (
    <Dialog opened={opened} onClose={onClose} title={LIFE_CARD_TITLE}>
      <Stack gap="md">
        <Text size="sm">
          Prices are estimates for your age; the carrier confirms yours when it reviews your application. No
          medical exam for coverage up to $3M for most products.
        </Text>
        {suggested ? (
          <Text size="sm">
            Rule of thumb: 5 to 10 times annual income, for you {formatWholeDollars(suggested.from)} to{' '}
            {formatWholeDollars(suggested.to)}.
          </Text>
        ) : null}
        <FormAlert message={formError} />
        <RadioGroup
          legend="Your quotes"
          vertical
          name="term-life-quote"
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setChoiceError(null);
          }}
          error={choiceError}
          options={quotes.quotes.map((q) => ({
            value: keyOf(q),
            label: describeLifeQuote(q.coverage, q.term),
            description: formatDailyPrice(q.daily_price),
          }))}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={apply} loading={applying}>
            Apply
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
