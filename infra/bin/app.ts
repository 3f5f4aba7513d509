// The CDK app's entry point (cdk.json runs it with tsx). See docs/deploy.md.
import { buildApp } from '../lib/app.js';

buildApp().app.synth();
