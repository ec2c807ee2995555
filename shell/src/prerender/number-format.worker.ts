// Builds one formatter, which loads ICU's number data for the whole renderer process; see warm-up.
new Intl.NumberFormat('ro-RO').format(0)
postMessage('loaded')
