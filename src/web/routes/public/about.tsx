import { Container, List, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { WaitListForm } from '#web/features/wait-list/components/wait-list-form.tsx';

export default function AboutScreen() {
  const { hash } = useLocation();
  // Arriving from the footer's "Join the wait-list": the form is scrolled to.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <Container size="lg" py={{ base: 32, sm: 64 }}>
      <Stack gap="md" maw={720}>
        <Title order={1}>About Oja</Title>
        <Text>
          Oja means “market” in Yoruba. We are building the marketplace Nigerian shoppers, vendors
          and creators would choose: a place to discover businesses you can trust, follow the people
          you like and buy from them in naira.
        </Text>
        <Title order={2} fz="xl">
          What we believe
        </Title>
        <List spacing="xs">
          <List.Item>Small businesses deserve the same tools as big stores.</List.Item>
          <List.Item>
            Shoppers should know exactly what they pay and where their order is.
          </List.Item>
          <List.Item>Money is held safely until a buyer confirms delivery.</List.Item>
          <List.Item>Pages must load fast on any phone and any network.</List.Item>
        </List>
        <Stack gap="sm" component="section" id="wait-list" aria-labelledby="wait-list-title">
          <Title order={2} fz="xl" id="wait-list-title">
            Not on Oja where you are yet?
          </Title>
          <Text>
            Tell us where you are and whether you want to shop or sell. When Oja opens delivery,
            sellers or a feature you are waiting for where you are, you will be the first to know.
          </Text>
          <WaitListForm />
        </Stack>
      </Stack>
    </Container>
  );
}
