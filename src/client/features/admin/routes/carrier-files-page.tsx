import '@mantine/core/styles/Card.css';
import { Facts } from '@client/components/facts';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import type { CarrierFile } from '@shared/schemas/carrier-files';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useParams } from 'react-router';
import { carrierFileDownloadPath, carrierFilesQueryOptions } from '../api/carriers';
import { AdminPage } from '../components/admin-page';

const HEADING = 'Carrier file history';

const KIND_LABELS: Record<CarrierFile['kind'], string> = {
  changes: '834 changes',
  audit: '834 full audit',
  life_census: 'Life census',
};

const timeOf = (at: string) => `${formatLongIsoDate(at.slice(0, 10))} at ${at.slice(11, 16)} UTC`;

function FileCard({ file }: { file: CarrierFile }) {
  const headingId = useId();
  return (
    <Card component="section" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {`${KIND_LABELS[file.kind]} for ${file.companyName ?? 'a company'}`}
        </Title>
        <Facts
          items={[
            ['Sent', timeOf(file.createdAt)],
            ['Members', String(file.memberCount)],
            ['Added, changed, ended', `${file.addsCount}, ${file.changesCount}, ${file.termsCount}`],
            ['Control number', file.controlNumber === null ? 'None (census)' : String(file.controlNumber)],
          ]}
        />
        <Anchor href={carrierFileDownloadPath(file.id)} download size="sm" underline="always">
          {`Download ${file.fileName}`}
        </Anchor>
      </Stack>
    </Card>
  );
}

function FileList({ carrierId }: { carrierId: string }) {
  const { files } = useSuspenseQuery(carrierFilesQueryOptions(carrierId)).data;
  if (files.length === 0) return <Text>No file has been sent to this carrier.</Text>;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {files[0]!.carrierName}
      </Title>
      <Text size="sm">
        {`${files.length === 1 ? '1 file' : `${files.length} files`}, newest first. A download holds SSNs: it is written to the audit log.`}
      </Text>
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {files.map((file) => (
          <li key={file.id}>
            <FileCard file={file} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** /admin/carriers/:carrierId (decision 0061): what was sent to one carrier, each file downloadable. */
export function CarrierFilesPage() {
  const { carrierId = '' } = useParams();
  return (
    <AdminPage heading={HEADING} back={{ to: '/admin/carriers', label: 'Back to carriers' }}>
      <FileList carrierId={carrierId} />
    </AdminPage>
  );
}
