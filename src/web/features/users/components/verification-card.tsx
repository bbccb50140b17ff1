import { Badge, Button, Card, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { Me } from '#shared/schemas/users.ts';
import { useSendEmailVerification, useSendPhoneCode, useVerifyPhone } from '../api/verification.ts';
import { formatPhone } from '#shared/phone-format.ts';

function Status({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge color="teal.9" variant="filled">
      Verified
    </Badge>
  ) : (
    <Badge color="gray.7" variant="filled">
      Not verified
    </Badge>
  );
}

export function VerificationCard({ me }: { me: Me }) {
  const sendEmail = useSendEmailVerification(me._id);
  const sendCode = useSendPhoneCode(me._id);
  const verifyPhone = useVerifyPhone(me._id);
  const [channel, setChannel] = useState<'sms' | 'whatsapp'>('sms');
  const [code, setCode] = useState('');
  const phone = formatPhone(me.profile.phoneNumber, me.profile.phoneCode);

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={2} fz="lg">
          Verification
        </Title>
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap">
            <Stack gap={0}>
              <Text fw={600}>E-mail</Text>
              <Text size="sm" c="dimmed">
                {me.profile.email}
              </Text>
            </Stack>
            <Status verified={me.profile.emailVerified} />
          </Group>
          {!me.profile.emailVerified && (
            <Button
              variant="light"
              onClick={() => sendEmail.mutate()}
              loading={sendEmail.isPending}
              w="fit-content"
            >
              {sendEmail.isSuccess ? 'Send the link again' : 'Send verification link'}
            </Button>
          )}
        </Stack>
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap">
            <Stack gap={0}>
              <Text fw={600}>Phone</Text>
              <Text size="sm" c="dimmed">
                {phone}
              </Text>
            </Stack>
            <Status verified={me.profile.phoneVerified} />
          </Group>
          {!me.profile.phoneVerified && (
            <Stack gap="sm">
              <Group gap="sm" wrap="wrap">
                <Radio.Group
                  value={channel}
                  onChange={(v) => setChannel(v as 'sms' | 'whatsapp')}
                  aria-label="Send the code by"
                >
                  <Group gap="md">
                    <Radio value="sms" label="SMS" />
                    <Radio value="whatsapp" label="WhatsApp" />
                  </Group>
                </Radio.Group>
                <Button
                  variant="light"
                  loading={sendCode.isPending}
                  onClick={() =>
                    sendCode.mutate({
                      phoneCode: me.profile.phoneCode,
                      phoneNumber: me.profile.phoneNumber,
                      whatsApp: channel === 'whatsapp',
                    })
                  }
                >
                  Send code
                </Button>
              </Group>
              {sendCode.isSuccess && (
                <Group gap="sm" wrap="wrap" align="center">
                  <TextInput
                    aria-label="6-digit code"
                    placeholder="6-digit code"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    w={140}
                    value={code}
                    onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
                  />
                  <Button
                    disabled={code.length !== 6}
                    loading={verifyPhone.isPending}
                    onClick={() => verifyPhone.mutate(code, { onSettled: () => setCode('') })}
                  >
                    Verify
                  </Button>
                </Group>
              )}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
