// The gate's refusals, worded and shaped as each AWS protocol answers them, so that the SDK in a
// function raises the exception it would raise on AWS (DynamoDB's AccessDeniedException, SES's
// AccessDenied, S3's AccessDenied) and the function's error handling meets the real thing.
import type { AwsService } from './calls.js';

export type RefusalReason =
  | { kind: 'denied'; principalArn: string; action: string; resource: string; explicit: boolean }
  | { kind: 'unknown-principal'; accessKeyId: string | null }
  | { kind: 'unmapped'; operation: string; reason: string };

export interface Refusal {
  status: number;
  headers: Record<string, string>;
  /** Empty for S3's HEAD (S3 answers a HEAD without a body). */
  body: string;
}

/** AWS's own wording, as the services return it for a role session. */
function iamMessage(r: Extract<RefusalReason, { kind: 'denied' }>, quoteResource: boolean): string {
  const resource = quoteResource ? `"${r.resource}"` : r.resource;
  const why = r.explicit
    ? 'with an explicit deny in an identity-based policy'
    : `because no identity-based policy allows the ${r.action} action`;
  return `User: ${r.principalArn} is not authorized to perform: ${r.action} on resource: ${resource} ${why}`;
}

const UNMAPPED_CODE = 'RehearsalGateUnmappedCall';
const unmappedMessage = (r: Extract<RefusalReason, { kind: 'unmapped' }>) =>
  `The rehearsal's AWS gate cannot map ${r.operation}: ${r.reason}`;

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function dynamoDb(r: RefusalReason, requestId: string): Refusal {
  const [type, message] =
    r.kind === 'denied'
      ? ['com.amazon.coral.service#AccessDeniedException', iamMessage(r, false)]
      : r.kind === 'unknown-principal'
        ? [
            'com.amazon.coral.service#UnrecognizedClientException',
            'The security token included in the request is invalid.',
          ]
        : [`com.amazon.coral.service#${UNMAPPED_CODE}`, unmappedMessage(r)];
  return {
    status: 400,
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': requestId },
    body: JSON.stringify({ __type: type, Message: message }),
  };
}

function ses(r: RefusalReason, requestId: string): Refusal {
  const [status, code, message] =
    r.kind === 'denied'
      ? [
          403,
          'AccessDenied',
          `User \`${r.principalArn}' is not authorized to perform \`${r.action}' on resource \`${r.resource}'`,
        ]
      : r.kind === 'unknown-principal'
        ? [403, 'InvalidClientTokenId', 'The security token included in the request is invalid.']
        : [400, UNMAPPED_CODE, unmappedMessage(r)];
  const body = `<ErrorResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/">\n  <Error>\n    <Type>Sender</Type>\n    <Code>${code}</Code>\n    <Message>${xmlEscape(message)}</Message>\n  </Error>\n  <RequestId>${requestId}</RequestId>\n</ErrorResponse>\n`;
  return { status, headers: { 'content-type': 'text/xml', 'x-amzn-requestid': requestId }, body };
}

function s3(r: RefusalReason, requestId: string, method: string): Refusal {
  const [status, code, message] =
    r.kind === 'denied'
      ? [403, 'AccessDenied', iamMessage(r, true)]
      : r.kind === 'unknown-principal'
        ? [403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.']
        : [400, UNMAPPED_CODE, unmappedMessage(r)];
  const body =
    method === 'HEAD'
      ? ''
      : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message><RequestId>${requestId}</RequestId><HostId>${requestId}</HostId></Error>`;
  return {
    status,
    headers: { 'content-type': 'application/xml', 'x-amz-request-id': requestId, 'x-amz-id-2': requestId },
    body,
  };
}

export function refusal(service: AwsService, reason: RefusalReason, requestId: string, method: string): Refusal {
  switch (service) {
    case 'dynamodb':
      return dynamoDb(reason, requestId);
    case 'ses':
      return ses(reason, requestId);
    case 's3':
      return s3(reason, requestId, method);
  }
}
