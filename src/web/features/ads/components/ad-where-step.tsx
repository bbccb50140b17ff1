import { Checkbox, MultiSelect, Stack, TextInput } from '@mantine/core';
import {
  AD_CATEGORIES_MAX,
  AD_HEADLINE_MAX,
  AD_PLACEMENT_LABELS,
  AD_PLACEMENTS,
  type AdPlacement,
} from '#shared/ads.ts';
import { useCategories, useNigerianStates } from '#web/lib/reference-data.ts';
import type { AdDraft } from './ad-order.ts';

/** What each place is, for the owner choosing where the ad shows. */
const PLACEMENT_NOTES: Record<AdPlacement, string> = {
  HOME_PAGE: 'A sponsored row on Oja’s front page, the first thing most shoppers see.',
  VENDORSTACK: 'Among the products shoppers browse in Explore and in their search results.',
  FEED: 'Between the posts of the For-you feed.',
};

/** Where the ad shows and to whom: its places, states and categories, and its headline. */
export function AdWhereStep({
  draft,
  errors,
  onChange,
}: {
  draft: AdDraft;
  errors: Partial<Record<keyof AdDraft, string>>;
  onChange: (patch: Partial<AdDraft>) => void;
}) {
  const states = useNigerianStates();
  const categories = useCategories();
  return (
    <Stack gap="md">
      <Checkbox.Group
        label="Where it shows"
        value={draft.placements}
        onChange={(v) => onChange({ placements: v as AdPlacement[] })}
        error={errors.placements}
      >
        <Stack gap="xs" mt={6}>
          {AD_PLACEMENTS.map((p) => (
            <Checkbox
              key={p}
              value={p}
              label={AD_PLACEMENT_LABELS[p]}
              description={PLACEMENT_NOTES[p]}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <MultiSelect
        label="Shoppers in these states"
        description="Leave it empty to reach shoppers all over Nigeria."
        placeholder={draft.states.length ? undefined : 'All of Nigeria'}
        data={(states.data ?? []).map((s) => s.name)}
        value={draft.states}
        onChange={(v) => onChange({ states: v })}
        searchable
        clearable
        nothingFoundMessage="No such state"
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        label="Shoppers looking at these categories"
        description={`Up to ${AD_CATEGORIES_MAX}. Leave it empty to show it whatever shoppers look at.`}
        placeholder={draft.categories.length ? undefined : 'Every category'}
        data={(categories.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
        value={draft.categories}
        onChange={(v) => onChange({ categories: v })}
        maxValues={AD_CATEGORIES_MAX}
        searchable
        clearable
        nothingFoundMessage="No such category"
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label="Headline (optional)"
        description={`A few words above the title, at most ${AD_HEADLINE_MAX} characters: “Free delivery in Lagos”.`}
        value={draft.headline}
        onChange={(e) => onChange({ headline: e.currentTarget.value })}
        maxLength={AD_HEADLINE_MAX}
        error={errors.headline}
        rightSection={
          <span style={{ fontSize: 11, color: 'var(--mantine-color-dimmed)' }}>
            {AD_HEADLINE_MAX - draft.headline.length}
          </span>
        }
        rightSectionWidth={36}
      />
    </Stack>
  );
}
