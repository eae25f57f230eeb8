import '@mantine/core/styles/Paper.css';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { BorCompanyProfile } from '@shared/schemas/broker-of-record';

type Letter = BorCompanyProfile['letter']['letters'][number];

/**
 * The letters as they will be signed: one per carrier, from the profile's letter models (the server builds
 * them with the shared buildBrokerLetter; the FEIN masked). The signed PDF prints the same words.
 */
export function LetterPreview({ letters }: { letters: readonly Letter[] }) {
  if (letters.length === 0)
    return (
      <Text size="sm">
        No letter yet: choose the carrier of at least one plan on Basic Information and its letter shows here.
      </Text>
    );
  return (
    <Stack gap="md">
      {letters.map((letter) => (
        <OneLetter key={letter.carrierKey} letter={letter} />
      ))}
    </Stack>
  );
}

function OneLetter({ letter }: { letter: Letter }) {
  const headingId = `letter-${letter.carrierKey.replace(/[^a-z0-9-]/gi, '-')}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={headingId}>
          {letter.title}: {letter.carrierName}
        </Title>
        <Text size="sm" c="dimmed">
          {letter.date}
        </Text>
        <Text size="sm" fw={600}>
          {letter.addressee}
        </Text>
        {letter.paragraphs.map((paragraph) => (
          <Text key={paragraph} size="sm">
            {paragraph}
          </Text>
        ))}
        <dl
          style={{
            margin: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, max-content) 1fr',
            gap: '2px 12px',
          }}
        >
          {letter.details.map((d) => (
            <div key={d.label} style={{ display: 'contents' }}>
              <Text component="dt" size="sm" fw={600}>
                {d.label}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {d.value}
              </Text>
            </div>
          ))}
        </dl>
        <Text size="sm">{letter.closing}</Text>
        <Text size="sm">
          {letter.signer.name}, {letter.signer.title}, {letter.signer.company}
        </Text>
      </Stack>
    </Paper>
  );
}
