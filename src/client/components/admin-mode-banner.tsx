import { Button, Group, Paper, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';

interface AdminModeBannerProps {
  employeeName: string;
  companyIdToken: string;
}

/** Tells an administrator or broker whose application they are viewing, with the way back. */
export function AdminModeBanner({ employeeName, companyIdToken }: AdminModeBannerProps) {
  const textId = useId();
  const exitTo = `/employer-dashboard/manage-employees?${new URLSearchParams({ company_id_token: companyIdToken })}`;
  return (
    <Paper component="section" aria-labelledby={textId} bg="brand.1" p="md" mb="lg" radius="md">
      <Group justify="space-between" gap="sm">
        <Text id={textId} fw={600} c="brand.9">
          You are viewing {employeeName}'s application.
        </Text>
        <Button component={Link} to={exitTo} variant="filled">
          Exit Employee Application
        </Button>
      </Group>
    </Paper>
  );
}
