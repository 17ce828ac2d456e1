// PagerTrace is what a program that handles trace files imports: the codec comes with it.
@_exported import TraceCodec
