/**
 * One experience of the open-data list ('/makexp-list', content.md "Open-data export list"): its
 * thumbnail, title, types, targets, price, structure, places, dates and abstract, read-only, and
 * the editors' 4-way interest radio ('Non mi interessa', 'Mi interessa', 'Copiato', 'non definito';
 * `XP_STATUS_LABELS`), whose change the page saves at once. An experience the feed no longer lists
 * (kept for its status) says so.
 */
import { Badge, Card, Group, Image, Radio, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { XP_STATUS_LABELS, XP_STATUSES, type XpStatus } from '#core/feeds';
import type { XpItem } from '../../../generated/api/schemas';
import { useLabel, useT, useUiLanguage } from '../../i18n/context';
import { dateRangeText, isXpStatus, placeText, priceText } from './feeds';

export interface ExperienceCardProps {
  readonly item: XpItem;
  /** The status shown (the one being saved, while it is). */
  readonly status: XpStatus;
  /** Null: the radio is read-only (without event-edit). */
  readonly onStatus: ((status: XpStatus) => void) | null;
  readonly saving?: boolean;
}

function Detail({ label, children }: { readonly label: string; readonly children: string | null }) {
  if (children === null || children.trim() === '') return null;
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

const joined = (values: readonly (string | null)[]) => {
  const present = values.filter((value): value is string => value !== null && value.trim() !== '');
  return present.length === 0 ? null : present.join('; ');
};

export function ExperienceCard({ item, status, onStatus, saving = false }: ExperienceCardProps) {
  const t = useT();
  const label = useLabel();
  const { language } = useUiLanguage();
  const titleId = useId();
  const thumb = item.images_gallery[0]?.thumb ?? null;

  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={titleId} data-testid="xp-card">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {thumb === null ? null : <Image src={thumb} alt="" w={128} h={96} radius="sm" fit="cover" />}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Title order={2} size="h4" id={titleId}>
              {item.title}
            </Title>
            {item.in_feed ? null : (
              <Badge color="gray" variant="light">
                {t('feeds.notInFeed')}
              </Badge>
            )}
          </Group>
          <Detail label={t('feeds.types')}>{joined(item.types)}</Detail>
          <Detail label={t('feeds.targets')}>{joined(item.targets)}</Detail>
          <Detail label={t('feeds.price')}>{priceText(item.price_amount, item.price_currency, language)}</Detail>
          <Detail label={t('feeds.structure')}>{item.structure?.name ?? null}</Detail>
          <Detail label={t('feeds.locations')}>{joined(item.locations.map(placeText))}</Detail>
          <Detail label={t('feeds.dates')}>{joined(item.dates.map(dateRangeText))}</Detail>
          {item.abstract ? (
            <Text size="sm" c="gray.8">
              {item.abstract}
            </Text>
          ) : null}
          <Radio.Group
            label={t('feeds.interest')}
            value={status}
            onChange={(value) => {
              if (onStatus !== null && isXpStatus(value) && value !== status) onStatus(value);
            }}
            aria-busy={saving}
          >
            <Group gap="md" mt={4}>
              {XP_STATUSES.map((option) => (
                <Radio
                  key={option}
                  value={option}
                  label={label(XP_STATUS_LABELS[option])}
                  disabled={onStatus === null || saving}
                />
              ))}
            </Group>
          </Radio.Group>
        </Stack>
      </Group>
    </Card>
  );
}
