import 'server-only';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocument } from '@aws-sdk/lib-dynamodb';
import { DynamoDBAdapter } from '@next-auth/dynamodb-adapter';
import type { Adapter } from 'next-auth/adapters';
import { getServerSession, type NextAuthOptions } from 'next-auth';
import EmailProvider from 'next-auth/providers/email';
import { redirect } from 'next/navigation';
import { ensureAuthTable } from './auth-table';
import { dynamoClient } from './aws';
import { config } from './config';
import { sendVerificationRequest } from './mail';
import { authRedirect } from './safe-next';

let client: DynamoDBClient | undefined;
const dynamo = () => (client ??= dynamoClient({ region: config.region(), endpoint: config.dynamoEndpoint() }));

let doc: DynamoDBDocument | undefined;
function documentClient(): DynamoDBDocument {
  doc ??= DynamoDBDocument.from(dynamo(), {
    marshallOptions: { convertEmptyValues: true, removeUndefinedValues: true, convertClassInstanceToMap: true },
  });
  return doc;
}

let tableReady: Promise<void> | undefined;
/** Locally (an endpoint is set) the adapter's table is made on first use; on AWS the CDK app makes it. */
function authTableReady(): Promise<void> {
  if (!config.dynamoEndpoint()) return Promise.resolve();
  return (tableReady ??= ensureAuthTable(dynamo(), config.authTable()).catch((e) => {
    tableReady = undefined;
    throw e;
  }));
}

/** The DynamoDB adapter, waiting for the local table before each call. */
function adapter(): Adapter {
  const inner = DynamoDBAdapter(documentClient(), { tableName: config.authTable() }) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(inner).map(([k, fn]) => [
      k,
      typeof fn === 'function'
        ? async (...args: unknown[]) => {
            await authTableReady();
            return (fn as (...a: unknown[]) => unknown)(...args);
          }
        : fn,
    ]),
  );
}

export const authOptions: NextAuthOptions = {
  adapter: adapter(),
  session: { strategy: 'database' },
  secret: config.nextAuthSecret(),
  providers: [EmailProvider({ from: config.mailFrom(), maxAge: 24 * 3600, sendVerificationRequest })],
  pages: { signIn: '/signin', verifyRequest: '/signin/check-email', error: '/signin' },
  callbacks: { redirect: authRedirect },
};

/** The signed-in player's email, or a redirect to the sign-in page. */
export async function requireEmail(next = '/'): Promise<string> {
  const session = await getServerSession(authOptions);
  const email = session?.user?.email;
  if (!email) redirect(`/signin?callbackUrl=${encodeURIComponent(next)}`);
  return email.toLowerCase();
}
