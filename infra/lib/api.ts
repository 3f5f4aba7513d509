// The HTTP API: one route per entry of the backend's route table (API_HANDLERS), each served by
// its own function, on an auto-deployed, throttled default stage with access logs. The web server
// is its only intended caller (a signed bearer token on every request, checked by each handler).
import { Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { StackScope } from './config.js';
import { addLogGroup, type BackendFunctions } from './functions.js';
import { API_HANDLERS } from './handlers.js';

export function addApi(scope: StackScope, functions: BackendFunctions): apigw.HttpApi {
  const { stack, settings, name } = scope;
  const api = new apigw.HttpApi(stack, 'Api', {
    apiName: name('api'),
    description: 'Dominion by Mail game API (called by the web server with a signed bearer token).',
    createDefaultStage: false,
  });
  const accessLogs = addLogGroup(scope, 'Logs-api', `${name('api')}-access`);
  new apigw.HttpStage(stack, 'ApiStage', {
    httpApi: api,
    stageName: '$default',
    autoDeploy: true,
    throttle: settings.throttle,
    accessLogSettings: { destination: new apigw.LogGroupLogDestination(accessLogs) },
  });
  for (const spec of API_HANDLERS) {
    const fn = functions.add(
      spec,
      settings.reservedConcurrency && spec.name === 'submit-move' ? { reservedConcurrentExecutions: 20 } : {},
    );
    const route = new apigw.HttpRoute(stack, `Route-${spec.name}`, {
      httpApi: api,
      routeKey: apigw.HttpRouteKey.with(spec.route!.path, apigw.HttpMethod[spec.route!.method]),
      integration: new HttpLambdaIntegration(`Integration-${spec.name}`, fn),
    });
    Validations.of(route).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Every handler authenticates the caller itself: an HMAC-signed, short-lived bearer token that only the web server (holding APP_SECRET) mints for its signed-in session.',
    });
  }
  return api;
}
