import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Alert.css';
import { ApiError } from '@client/lib/api-client';
import { Alert, List, Stack, Switch, Text, Title } from '@mantine/core';
import type { NoticePreference } from '@shared/schemas/notice-preferences';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { noticePreferencesQueryOptions, useUpdateNoticePreferences } from '../api/notice-preferences';

/** "Email notices" on the account page (decision 0063): a switch per optional category, saved when flipped. */
export function NoticesSection() {
  const headingId = useId();
  const query = useQuery(noticePreferencesQueryOptions);
  const save = useUpdateNoticePreferences();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const flip = async (preference: NoticePreference, enabled: boolean) => {
    setError(null);
    setSaved(null);
    try {
      await save.mutateAsync({
        changes: [{ category: preference.category, enabled, version: preference.version }],
      });
      setSaved(`${preference.label} ${enabled ? 'turned on' : 'turned off'}.`);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Your choice could not be saved. Please try again.');
      if (err instanceof ApiError && err.status === 409) await query.refetch();
    }
  };

  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        Email notices
      </Title>
      <Text>Choose which optional emails we send you.</Text>
      {query.data ? (
        <>
          <Stack gap="md">
            {query.data.preferences.map((preference) => (
              <Switch
                key={preference.category}
                color="brand"
                label={preference.label}
                description={preference.description}
                checked={preference.enabled}
                disabled={save.isPending}
                onChange={(event) => void flip(preference, event.currentTarget.checked)}
              />
            ))}
          </Stack>
          <Text size="sm">We always send these, because you need them or the law requires them:</Text>
          <List size="sm" spacing={4}>
            {query.data.alwaysSent.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </>
      ) : query.error ? (
        <Alert color="red" variant="light">
          Your email notices could not be loaded. Please reload the page.
        </Alert>
      ) : (
        <Text size="sm">Loading…</Text>
      )}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <div role="status" aria-live="polite">
        {saved ? (
          <Text size="sm" c="brand.8">
            {saved}
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}
