import { Button, Card, Grid, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { Suspense, useRef, useState, type ReactNode } from 'react';
import type { AdView } from '#shared/schemas/ads.ts';
import { payWithFor, useMyWalletBalance, type PayWith } from '#web/components/pay-with-choice.tsx';
import { usePointsFor } from '#web/lib/points-to-spend.ts';
import { Placeholder } from '#web/components/plain.tsx';
import { newIdempotencyKey } from '#web/lib/idempotency-key.ts';
import { useCategories, useNigerianStates } from '#web/lib/reference-data.ts';
import { useCreateAd } from '../api/manage-create.ts';
import { AdBudgetStep } from './ad-budget-step.tsx';
import {
  adBody,
  budgetErrors,
  draftTotal,
  newDraft,
  orderKey,
  placementsFor,
  whereErrors,
  type AdChoice,
  type AdDraft,
} from './ad-order.ts';
import { AdPayStep } from './ad-pay-step.tsx';
import { AdPreviewCard } from './ad-preview-card.tsx';
import { AdWhereStep } from './ad-where-step.tsx';
import classes from './manage-create-ad.module.css';

const STEPS = [
  { label: 'What', title: 'What to promote' },
  { label: 'Where', title: 'Where and to whom' },
  { label: 'Budget', title: 'Budget and reach' },
  { label: 'Pay', title: 'Pay' },
] as const;

/**
 * Writing an ad in four steps: what it promotes (the screen's own picker), where and to whom,
 * the budget with the reach it buys and a preview, then paying from the wallet or by card.
 */
export function ManageCreateAd({
  picker,
  target,
  onDone,
  onCancel,
}: {
  /** The list to choose what to promote from: the business's products and store, or posts. */
  picker: ReactNode;
  target: AdChoice | null;
  /** Paid from the wallet: the ad, now in review. */
  onDone: (ad: AdView) => void;
  onCancel: () => void;
}) {
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<AdDraft>(() => newDraft(target?.kind ?? 'PRODUCT'));
  const [placementsChosen, setPlacementsChosen] = useState(false);
  const [tried, setTried] = useState<number[]>([]);
  const [chosenPay, setChosenPay] = useState<PayWith | null>(null);
  // One per writing of an ad: a retry or a double tap of the same order buys it once.
  const [key] = useState(newIdempotencyKey);
  const top = useRef<HTMLDivElement>(null);
  const balance = useMyWalletBalance();
  const states = useNigerianStates();
  const categories = useCategories();
  const create = useCreateAd();
  const total = draftTotal(draft);
  // Points first when the owner uses them; the wallet or the card pays the rest.
  const points = usePointsFor(total);
  const payWith = payWithFor(chosenPay, balance, points.rest);

  const errors = [{}, whereErrors(draft), budgetErrors(draft), {}][step]!;
  const shownErrors = tried.includes(step) ? errors : {};
  const change = (patch: Partial<AdDraft>) => {
    if (patch.placements) setPlacementsChosen(true);
    create.reset();
    setDraft((d) => ({ ...d, ...patch }));
  };
  const go = (next: number) => {
    setStep(next);
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  const ready = step === 0 ? target !== null : Object.keys(errors).length === 0;
  function next() {
    if (!ready) {
      setTried((t) => [...t, step]);
      return;
    }
    if (step === 0 && target && !placementsChosen)
      setDraft((d) => ({ ...d, placements: placementsFor(target.kind) }));
    go(step + 1);
  }
  function pay() {
    if (!target) return;
    const body = adBody(target, draft, payWith, points.points);
    create.mutate(
      { body, idempotencyKey: orderKey(key, body) },
      {
        onSuccess: (result) => {
          if (result.authorizationUrl) window.location.assign(result.authorizationUrl);
          else onDone(result.ad);
        },
      },
    );
  }

  const categoryNames = (categories.data ?? [])
    .filter((c) => draft.categories.includes(c._id))
    .map((c) => c.name);
  const preview = target && (
    <AdPreviewCard target={target} headline={draft.headline} placements={draft.placements} />
  );

  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="new-ad-title"
    >
      <Stack gap="md" ref={top} style={{ scrollMarginTop: 72 }}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz={{ base: 18, sm: 20 }} id="new-ad-title">
            New ad
          </Title>
          <Button variant="subtle" size="compact-sm" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
        <Stepper
          active={step}
          onStepClick={(s) => s < step && go(s)}
          size="xs"
          allowNextStepsSelect={false}
          classNames={{ stepBody: classes.stepBody }}
        >
          {STEPS.map((s) => (
            <Stepper.Step key={s.label} label={s.label} />
          ))}
        </Stepper>
        <Text fw={700} hiddenFrom="sm">
          Step {step + 1} of {STEPS.length}: {STEPS[step]!.title}
        </Text>
        {step === 0 && <Suspense fallback={<Placeholder h={160} radius="md" />}>{picker}</Suspense>}
        {(step === 1 || step === 2) && (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, sm: 7, md: 8 }}>
              {step === 1 ? (
                <AdWhereStep draft={draft} errors={shownErrors} onChange={change} />
              ) : (
                <AdBudgetStep draft={draft} errors={shownErrors} onChange={change} />
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>{preview}</Grid.Col>
          </Grid>
        )}
        {step === 3 && target && (
          <AdPayStep
            target={target}
            draft={draft}
            balance={balance}
            payWith={payWith}
            onPayWith={(v) => {
              create.reset();
              setChosenPay(v);
            }}
            points={{
              ...points,
              setUse: (use) => {
                create.reset();
                points.setUse(use);
              },
            }}
            paying={create.isPending}
            error={create.error ? create.error.message : null}
            onPay={pay}
            stateCount={states.data?.length ?? 0}
            categoryNames={categoryNames}
          />
        )}
        {step === 0 && tried.includes(0) && !target && (
          <Text size="sm" c="red.9" role="alert">
            Choose what to promote.
          </Text>
        )}
        <Group justify="space-between">
          {step > 0 ? (
            <Button variant="default" onClick={() => go(step - 1)}>
              Back
            </Button>
          ) : (
            <span />
          )}
          {step < 3 && <Button onClick={next}>Next</Button>}
        </Group>
      </Stack>
    </Card>
  );
}
