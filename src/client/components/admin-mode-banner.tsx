import { Button, Group, Paper, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';

interface AdminModeBannerProps {
  employeeName: string;
  companyIdToken: string;
  /** What is being viewed (default: application; the renewal's banner says renewal application). */
  subject?: string;
  /** The way back (default: Exit Employee Application to manage employees). */
  exit?: { to: string; label: string };
}

/** Tells an administrator or broker whose application they are viewing, with the way back. */
export function AdminModeBanner({
  employeeName,
  companyIdToken,
  subject = 'application',
  exit,
}: AdminModeBannerProps) {
  const textId = useId();
  const exitTo =
    exit?.to ??
    `/employer-dashboard/manage-employees?${new URLSearchParams({ company_id_token: companyIdToken })}`;
  return (
    <Paper component="section" aria-labelledby={textId} bg="brand.1" p="md" mb="lg" radius="md">
      <Group justify="space-between" gap="sm">
        <Text id={textId} fw={600} c="brand.9">
          You are viewing {employeeName}'s {subject}.
        </Text>
        <Button component={Link} to={exitTo} variant="filled">
          {exit?.label ?? 'Exit Employee Application'}
        </Button>
      </Group>
    </Paper>
  );
}
