import { Anchor, Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QuestionList } from '#web/components/question-list.tsx';
import {
  AD_ATTRIBUTION_DAYS,
  AD_CATEGORIES_MAX,
  AD_CLICKS_PER_ADDRESS_DAY,
  AD_HEADLINE_MAX,
  AD_PLACEMENT_LABELS,
  AD_PLACEMENTS,
  AD_STATUS_LABELS,
  adBudget,
  MAX_AD_CPC,
  MAX_AD_DAILY_BUDGET,
  MAX_AD_DAYS,
  MIN_AD_CPC,
  MIN_AD_DAILY_BUDGET,
  type AdPlacement,
} from '#shared/ads.ts';
import { formatNaira } from '#shared/format.ts';
import { loginPath } from '#web/lib/login-path.ts';
import { useViewer } from '#web/lib/session-hint.ts';
import classes from './ads.module.css';

const RUN_ADS = '/shopper/run-ads';

const WHERE: Record<AdPlacement, string> = {
  HOME_PAGE: 'A sponsored row beside the popular products on Oja’s home page.',
  VENDORSTACK:
    'Among the first results of Explore and of searches that match it, and under stores as “More from other sellers”.',
  FEED: 'Between the posts of the For-you feed, where shoppers discover creators and products.',
};

/** Worked examples: what is paid up front, and what a budget buys at the most a click may cost. */
const examples = [
  {
    who: 'A Lagos fashion vendor promotes a new ankara dress in Explore and search',
    daily: 1_000,
    days: 7,
    cpc: 50,
  },
  {
    who: 'A creator in Ibadan promotes a post in the For-you feed',
    daily: MIN_AD_DAILY_BUDGET,
    days: 3,
    cpc: MIN_AD_CPC,
  },
  {
    who: 'A skincare store in Abuja promotes the whole store on the home page',
    daily: 2_000,
    days: 30,
    cpc: 100,
  },
];

/** The third example ends early: spent so far, and what goes back. */
const ENDED_AFTER_DAYS = 10;
const SPENT_WHEN_ENDED = 18_400;

const questions = [
  {
    q: 'Who can run ads?',
    a: 'Anyone with an Oja account. A vendor promotes their business’s products or their whole store; a creator promotes their own posts.',
  },
  {
    q: 'When does my ad start showing?',
    a: `After a quick review by Oja support (your ad shows as “${AD_STATUS_LABELS.PENDING}” meanwhile). Once approved it shows for the days you paid for.`,
  },
  {
    q: 'What if my ad is rejected?',
    a: 'Support tells you why, and your whole budget goes back to your wallet.',
  },
  {
    q: 'Can I pause, change or end my ad?',
    a: 'Pause and resume it whenever you like. Changing its headline, places, price per click, states or categories sends it back for review. Ending it returns what is unspent to your wallet, to the kobo.',
  },
  {
    q: 'Can I choose who sees it?',
    a: `Yes: choose the places it shows, the Nigerian states it reaches (or all of them) and up to ${AD_CATEGORIES_MAX} categories. A headline of up to ${AD_HEADLINE_MAX} characters tells shoppers why to look.`,
  },
  {
    q: 'What counts as an impression?',
    a: 'Your ad counts as seen when at least half of it has been on a shopper’s screen for one whole second, once each time it is shown.',
  },
  {
    q: 'Which clicks do I pay for?',
    a: `Each shopper who opens your ad. Clicks from one address beyond ${AD_CLICKS_PER_ADDRESS_DAY} a day, and clicks from automated browsers, are recorded but never billed.`,
  },
  {
    q: 'How are orders counted?',
    a: `An order counts for your ad when a shopper who clicked it orders from your business within ${AD_ATTRIBUTION_DAYS} days of the click.`,
  },
  {
    q: 'What is the most I can spend?',
    a: `Up to ${formatNaira(MAX_AD_DAILY_BUDGET)} a day for up to ${MAX_AD_DAYS} days, and up to ${formatNaira(MAX_AD_CPC)} a click.`,
  },
];

/** Where "Run an ad" leads: the ads screen, or logging in first and then there. */
function useRunAdsPath(): string {
  return useViewer() === 'visitor' ? loginPath(RUN_ADS) : RUN_ADS;
}

/** `/ads`: how ads on Oja work, what they cost, examples and answers, and the way to run one. */
export default function AdsScreen() {
  const runAds = useRunAdsPath();
  const last = examples[2]!;
  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap={48}>
        <Stack gap="md" maw={680}>
          <Title order={1}>Advertise on Oja</Title>
          <Text size="lg" c="gray.7">
            Put your product, your post or your store in front of shoppers across Nigeria. Set a
            daily budget from {formatNaira(MIN_AD_DAILY_BUDGET)} and the most you will pay for a
            click, from {formatNaira(MIN_AD_CPC)}. You pay for clicks, never more than your maximum.
          </Text>
          <Group gap="sm">
            <Button component={Link} to={runAds} size="md">
              Run an ad
            </Button>
            <Button component="a" href="#prices" size="md" variant="default">
              See prices
            </Button>
          </Group>
        </Stack>

        <Stack gap="md" component="section" aria-labelledby="how">
          <Title order={2} id="how" fz={{ base: 22, sm: 26 }}>
            How ads work
          </Title>
          <div className={classes.grid}>
            <Stack gap="xs" className={classes.box}>
              <Title order={3} fz="lg">
                Promote a product, a post or a store
              </Title>
              <Text size="sm" c="gray.7">
                Vendors promote their products or their whole store; creators promote their posts.
                Each ad opens exactly what it promotes.
              </Text>
            </Stack>
            <Stack gap="xs" className={classes.box}>
              <Title order={3} fz="lg">
                Shown where shoppers look
              </Title>
              <List size="sm" spacing={6} c="gray.7">
                {AD_PLACEMENTS.map((p) => (
                  <List.Item key={p}>
                    <Text span fw={600} size="sm" c="dark.7">
                      {AD_PLACEMENT_LABELS[p]}:
                    </Text>{' '}
                    {WHERE[p]}
                  </List.Item>
                ))}
              </List>
            </Stack>
            <Stack gap="xs" className={classes.box}>
              <Title order={3} fz="lg">
                Always labelled Sponsored
              </Title>
              <Text size="sm" c="gray.7">
                Every ad says <span className={classes.sponsored}>Sponsored</span> where it shows,
                so shoppers always know, and looks like the cards around it.
              </Text>
            </Stack>
          </div>
        </Stack>

        <Stack gap="md" component="section" aria-labelledby="prices-title" id="prices">
          <Title order={2} id="prices-title" fz={{ base: 22, sm: 26 }}>
            Prices
          </Title>
          <div className={classes.figures}>
            <div className={classes.figure}>
              <span className={classes.amount}>{formatNaira(MIN_AD_DAILY_BUDGET)}</span>
              <span>the least daily budget</span>
            </div>
            <div className={classes.figure}>
              <span className={classes.amount}>{formatNaira(MIN_AD_CPC)}</span>
              <span>the least price per click</span>
            </div>
          </div>
          <List spacing="xs" maw={720}>
            <List.Item>
              <b>Second price.</b> Each click costs just enough to beat the next ad: never more than
              your maximum, and usually less.
            </List.Item>
            <List.Item>
              <b>Paced over the day.</b> Your daily budget is spread from morning to night, so your
              ad does not run out by breakfast.
            </List.Item>
            <List.Item>
              <b>Paid up front, returned to the kobo.</b> Pay for 1 to {MAX_AD_DAYS} days from your
              Oja wallet or by card. Whatever is not spent when your ad ends goes back to your
              wallet, to the kobo.
            </List.Item>
            <List.Item>
              <b>Figures you can check.</b> See your ad’s impressions, its clicks, and the orders of
              shoppers who clicked it within {AD_ATTRIBUTION_DAYS} days, with their sales.
            </List.Item>
          </List>
        </Stack>

        <Stack gap="md" component="section" aria-labelledby="examples">
          <Title order={2} id="examples" fz={{ base: 22, sm: 26 }}>
            Examples
          </Title>
          <div className={classes.grid}>
            {examples.map((e) => (
              <Stack key={e.who} gap="xs" className={classes.box}>
                <Text fw={600}>{e.who}</Text>
                <Text size="sm" c="gray.7">
                  {formatNaira(e.daily)} a day for {e.days} days at up to {formatNaira(e.cpc)} a
                  click: {formatNaira(adBudget(e.daily, e.days))} paid up front. Even if every click
                  cost the full {formatNaira(e.cpc)}, a day’s budget pays for{' '}
                  {Math.floor(e.daily / e.cpc)} clicks; most cost less, so it usually pays for more.
                </Text>
                {e === last && (
                  <Text size="sm" c="gray.7">
                    Ended after {ENDED_AFTER_DAYS} days with {formatNaira(SPENT_WHEN_ENDED)} spent:{' '}
                    {formatNaira(adBudget(last.daily, last.days) - SPENT_WHEN_ENDED)} goes back to
                    the wallet.
                  </Text>
                )}
              </Stack>
            ))}
          </div>
        </Stack>

        <Stack gap="md" component="section" aria-labelledby="questions" maw={720}>
          <Title order={2} id="questions" fz={{ base: 22, sm: 26 }}>
            Questions and answers
          </Title>
          <QuestionList items={questions} />
        </Stack>

        <Stack gap="sm" align="flex-start" className={classes.box}>
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            Ready to reach more shoppers?
          </Title>
          <Text c="gray.7">
            Choose what to promote, where it shows and your budget, and pay from your wallet or by
            card. Questions first?{' '}
            <Anchor component={Link} to="/support" underline="always">
              Ask support
            </Anchor>
            .
          </Text>
          <Button component={Link} to={runAds}>
            Run an ad
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
