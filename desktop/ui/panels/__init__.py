"""The side panel's parts: banner, message bar, prompt area, actions, preview, log, picker, pass cover."""
